import { describe, expect, it } from 'vitest'
import { buildUrl, errorForStatus } from './fetchJson'

describe('fetchJson helpers', () => {
  it('adds projectId, st and sv to every call (docs/behaviour.md#calls)', () => {
    const url = new URL(
      buildUrl('http://127.0.0.1:4100', '/getWallets', 'p1', {
        page: 2,
        include: ['a', 'b'],
        search: undefined,
      }),
    )
    expect(url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      include: 'a,b',
      projectId: 'p1',
      st: 'w3m',
      sv: 'w3m-0.1.0',
    })
  })
  it('maps failures to SDK codes', () => {
    expect(errorForStatus(400, '{"code":"APKT008","message":"Project ID Missing"}').code).toBe(
      'APKT008',
    )
    expect(errorForStatus(403, '').code).toBe('APKT007')
    expect(errorForStatus(429, '').code).toBe('APKT010')
    expect(errorForStatus(502, 'bad gateway').shortMessage).toBe('Server Error')
  })
})
