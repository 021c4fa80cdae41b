import {
  balanceResponseSchema,
  historyResponseSchema,
  identitySchema,
  profileNameSchema,
  reverseNamesResponseSchema,
} from '@w3m/api-schemas'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit } from '../testing/apiTestKit'
import { HOSTILE_SVG_PATH, LONG, RTL_OVERRIDE } from './hostileData'
import { HOSTILE_NAME_ADDRESS } from './hostileRoutes'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())
afterEach(() => turn(false))

async function turn(on: boolean, headers: Record<string, string> = {}) {
  return fetch(`${devnet.urls.api}/devnet/hostile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ on }),
  })
}

type Wallets = { data: Array<Record<string, unknown> & { name: string }>; count: number }

describe('the hostile fixture', () => {
  it('is off until switched on, and the admin route is loopback-only', async () => {
    const plain = (await api.get('/getWallets', { page: '1', entries: '40' })).body as Wallets
    expect(plain.data.some((w) => w.name.startsWith('Hostile'))).toBe(false)
    expect((await turn(true, { origin: 'https://evil.example' })).status).toBe(403)
    expect(await (await fetch(`${devnet.urls.api}/devnet/hostile`)).json()).toEqual({ on: false })
    expect((await turn(true)).status).toBe(200)
    expect(await (await fetch(`${devnet.urls.api}/devnet/hostile`)).json()).toEqual({ on: true })
  })

  it('lists hostile wallets first on page 1 and in a search, with script links and long names', async () => {
    const plain = (await api.get('/getWallets', { page: '1', entries: '40' })).body as Wallets
    await turn(true)
    const page1 = (await api.get('/getWallets', { page: '1', entries: '40' })).body as Wallets
    const hostile = page1.data.filter((w) => w.name.startsWith('Hostile'))
    expect(hostile).toHaveLength(3)
    expect(page1.count).toBe(plain.count + 3)
    expect(hostile.map((w) => w.image_url)).toEqual([
      expect.stringMatching(/^javascript:/),
      expect.stringMatching(/^data:text\/html/),
      `${devnet.urls.api}${HOSTILE_SVG_PATH}`,
    ])
    expect(hostile[0]?.name).toContain('<img src=x onerror=')
    expect(hostile[1]?.name).toContain(RTL_OVERRIDE)
    expect(hostile[2]?.name).toContain(LONG)
    const page2 = (await api.get('/getWallets', { page: '2', entries: '40' })).body as Wallets
    expect(page2.data.some((w) => w.name.startsWith('Hostile'))).toBe(false)
    const search = (await api.get('/getWallets', { search: 'hostile long' })).body as Wallets
    expect(search.data.map((w) => w.id)).toEqual(['hostile-wallet-long'])
    const svg = await fetch(`${devnet.urls.api}${HOSTILE_SVG_PATH}`)
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    expect(await svg.text()).toContain('<script>')
  })

  it('turns token names, icons, identity and names hostile, in shapes the schemas accept', async () => {
    await turn(true)
    const { balances } = balanceResponseSchema.parse(
      (await api.get(`/v1/account/${ACCOUNT}/balance`)).body,
    )
    expect(balances.length).toBeGreaterThan(0)
    for (const balance of balances) {
      expect(balance.name).toContain('onerror=')
      expect(balance.name.length).toBeGreaterThan(10_000)
      expect(balance.symbol.startsWith(RTL_OVERRIDE)).toBe(true)
      expect(balance.iconUrl).toMatch(/^(javascript:|data:text\/html)/)
    }
    const history = historyResponseSchema.parse(
      (await api.get(`/v1/account/${ACCOUNT}/history`)).body,
    )
    const fungible = history.data.flatMap((tx) => tx.transfers).find((t) => t.fungible_info)
    expect(fungible?.fungible_info?.icon?.url).toMatch(/^javascript:/)
    const identity = identitySchema.parse((await api.get(`/v1/identity/${ACCOUNT}`)).body)
    expect(identity.name).toContain('<script>')
    expect(identity.avatar).toMatch(/^javascript:/)
    const lookup = profileNameSchema.parse(
      (await api.get('/v1/profile/account/anyone.reown.id')).body,
    )
    expect(lookup.name).toContain('anyone.reown.id')
    expect(lookup.addresses['60']?.address).toBe(HOSTILE_NAME_ADDRESS)
    const reverse = reverseNamesResponseSchema.parse(
      (await api.get(`/v1/profile/reverse/${ACCOUNT}`)).body,
    )
    expect(reverse[0]?.name).toContain(RTL_OVERRIDE)

    await turn(false)
    const plain = balanceResponseSchema.parse(
      (await api.get(`/v1/account/${ACCOUNT}/balance`)).body,
    )
    expect(plain.balances.every((b) => !b.name.includes('<'))).toBe(true)
    expect((await api.get('/v1/profile/account/anyone.reown.id')).status).toBe(404)
  })
})
