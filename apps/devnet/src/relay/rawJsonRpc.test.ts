import { describe, expect, it } from 'vitest'
import { errorFrame, extractRawId, resultFrame } from './rawJsonRpc'

describe('extractRawId', () => {
  it('keeps ids above 2^53 digit for digit', () => {
    const text = '{"id":1732000000000000123,"jsonrpc":"2.0","method":"irn_subscribe"}'
    expect(extractRawId(text)).toBe('1732000000000000123')
    expect(String(JSON.parse(text).id)).not.toBe('1732000000000000123')
  })

  it('reads string ids, ids after other members and ids next to nested ids', () => {
    expect(extractRawId('{"jsonrpc":"2.0","params":{"id":5,"x":"}"},"id":"abc"}')).toBe('"abc"')
    expect(extractRawId('{ "method" : "a\\"id" , "id" : 42 }')).toBe('42')
    expect(extractRawId('{"params":{"id":7}}')).toBeUndefined()
    expect(extractRawId('[{"id":1}]')).toBeUndefined()
  })

  it('frames results and errors with the raw id', () => {
    expect(resultFrame('18446744073709551615', true)).toBe(
      '{"id":18446744073709551615,"jsonrpc":"2.0","result":true}',
    )
    expect(errorFrame(undefined, -32700, 'Parse error')).toBe(
      '{"id":null,"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"}}',
    )
  })
})
