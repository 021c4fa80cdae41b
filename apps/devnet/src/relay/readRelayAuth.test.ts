import { describe, expect, it } from 'vitest'
import { readRelayAuth } from './readRelayAuth'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (payload: unknown) => `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(payload)}.c2ln`

describe('readRelayAuth', () => {
  it('names the client by the JWT issuer and reads the project id', () => {
    const token = jwt({ iss: 'did:key:z6Mkabc', sub: 'x', exp: 2_000_000_000 })
    expect(readRelayAuth(`/?auth=${token}&projectId=p1&ua=wc-2%2Fjs`)).toEqual({
      clientId: 'did:key:z6Mkabc',
      projectId: 'p1',
    })
  })

  it('refuses a missing, malformed or expired token', () => {
    expect(readRelayAuth('/?projectId=p1')).toEqual({ error: 'missing auth' })
    expect(readRelayAuth('/?auth=abc.def')).toEqual({ error: 'malformed auth' })
    expect(readRelayAuth(`/?auth=${jwt({ iss: 'someone' })}`)).toEqual({ error: 'malformed auth' })
    expect(readRelayAuth(`/?auth=${jwt({ iss: 'did:key:z', exp: 10 })}`)).toEqual({
      error: 'expired auth',
    })
  })
})
