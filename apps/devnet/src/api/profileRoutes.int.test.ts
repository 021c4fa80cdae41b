import {
  blockchainApiErrorSchema,
  identitySchema,
  nameSuggestionsResponseSchema,
  profileNameSchema,
  reverseNamesResponseSchema,
  sessionSchema,
  sessionsResponseSchema,
} from '@w3m/api-schemas'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../chain/accounts'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const PROJECT = { projectId: '11111111111111111111111111111111' }
const owner = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 2 })
const stranger = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 7 })
const BASE_COIN_TYPE = (0x80000000 | 8453) >>> 0

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())

const registration = async (
  name: string,
  signer = owner,
  address = owner.address,
  timestamp = Date.now(),
) => {
  const message = JSON.stringify({
    name,
    attributes: { avatar: 'https://example.test/a.png' },
    timestamp,
  })
  return {
    ...PROJECT,
    coin_type: BASE_COIN_TYPE,
    address,
    message,
    signature: await signer.signMessage({ message }),
  }
}

describe('profile names', () => {
  it('registers a name signed by its address and serves it by name, reverse and identity', async () => {
    const created = await api.post('/v1/profile/account', await registration('carol.reown.id'))
    expect(created.status).toBe(200)
    const name = api.parse(profileNameSchema, created.body)
    expect(name.name).toBe('carol.reown.id')
    expect(name.addresses[String(BASE_COIN_TYPE)]?.address).toBe(owner.address)

    const lookup = await api.get('/v1/profile/account/carol.reown.id', { apiVersion: '2' })
    expect(api.parse(profileNameSchema, lookup.body).addresses).toEqual(name.addresses)
    const reverse = api.parse(
      reverseNamesResponseSchema,
      (await api.get(`/v1/profile/reverse/${owner.address}`, { apiVersion: '2' })).body,
    )
    expect(reverse.map((n) => n.name)).toEqual(['carol.reown.id'])
    const identity = api.parse(
      identitySchema,
      (await api.get(`/v1/identity/${owner.address}`)).body,
    )
    expect(identity).toEqual({ name: 'carol.reown.id', avatar: 'https://example.test/a.png' })
    const suggestions = api.parse(
      nameSuggestionsResponseSchema,
      (await api.get('/v1/profile/suggestions/carol', { zone: 'reown.id' })).body,
    )
    expect(suggestions.suggestions[0]).toEqual({ name: 'carol.reown.id', registered: true })
    expect(suggestions.suggestions.slice(1).every((s) => !s.registered)).toBe(true)
  })

  it('refuses a forged signature, a stale message and a taken name, and stores nothing', async () => {
    const forged = await api.post(
      '/v1/profile/account',
      await registration('mallory.reown.id', stranger),
    )
    expect(forged.status).toBe(401)
    expect(api.parse(blockchainApiErrorSchema, forged.body).code).toBe('INVALID_SIGNATURE')
    const stale = await api.post(
      '/v1/profile/account',
      await registration('mallory.reown.id', owner, owner.address, Date.now() - 3_600_000),
    )
    expect(stale.status).toBe(400)
    const taken = await api.post(
      '/v1/profile/account',
      await registration('carol.reown.id', stranger, stranger.address),
    )
    expect(taken.status).toBe(409)
    expect((await api.get('/v1/profile/account/mallory.reown.id')).status).toBe(404)
    const bad = await api.post('/v1/profile/account', {
      ...PROJECT,
      coin_type: 60,
      address: 'nope',
      message: '{}',
      signature: '0x',
    })
    expect(bad.status).toBe(400)
    expect(api.parse(blockchainApiErrorSchema, bad.body).issues?.map((i) => i.path)).toEqual(
      expect.arrayContaining(['address']),
    )
  })
})

describe('sessions', () => {
  it("releases an address's names on the loopback admin route, so the name can be taken again", async () => {
    const taker = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 5 })
    const signed = await registration('released.reown.id', taker, taker.address)
    expect((await api.post('/v1/profile/account', signed)).status).toBe(200)
    const url = new URL('/devnet/names', devnet.urls.api)
    url.searchParams.set('address', taker.address)
    // A page of another origin may not call it.
    const foreign = await fetch(url, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    const released = await fetch(url, { method: 'DELETE' })
    expect(await released.json()).toEqual({ released: ['released.reown.id'] })
    const reverse = await api.get(`/v1/profile/reverse/${taker.address}`, { apiVersion: '2' })
    expect(reverse.body).toEqual([])
    const again = await registration('released.reown.id', taker, taker.address)
    expect((await api.post('/v1/profile/account', again)).status).toBe(200)
    url.searchParams.set('address', 'not-an-address')
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(400)
  })

  it('lists granted sessions and revokes one only with the account signature of its pci', async () => {
    const account = `eip155:8453:${owner.address}`
    const granted = await api.post(`/v1/sessions/${account}`, {
      ...PROJECT,
      expiry: 2_000_000_000,
      permissions: [{ type: 'contract-call' }],
    })
    const { pci } = api.parse(sessionSchema, granted.body)
    const list = api.parse(sessionsResponseSchema, (await api.get(`/v1/sessions/${account}`)).body)
    expect(list.pcis.map((s) => [s.pci, s.revokedAt])).toEqual([[pci, null]])

    const forged = await api.post(`/v1/sessions/${account}/revoke`, {
      ...PROJECT,
      pci,
      signature: await stranger.signMessage({ message: pci }),
    })
    expect(forged.status).toBe(401)
    const revoked = await api.post(`/v1/sessions/${account}/revoke`, {
      ...PROJECT,
      pci,
      signature: await owner.signMessage({ message: pci }),
    })
    expect(revoked.status).toBe(200)
    expect(api.parse(sessionSchema, revoked.body).revokedAt).not.toBeNull()
    const after = api.parse(sessionsResponseSchema, (await api.get(`/v1/sessions/${account}`)).body)
    expect(after.pcis[0]?.revokedAt).not.toBeNull()
  })
})
