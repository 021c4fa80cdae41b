import { afterEach, describe, expect, it } from 'vitest'
import { base } from '../utils/networks'
import { MAX_WALLET_NAME, readAnnouncement, walletName, watchAnnouncements } from './announcement'
import { createEvmAdapter } from './createEvmAdapter'

const provider = { request: async () => null }
const ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
const info = (overrides: Record<string, unknown> = {}) => ({
  uuid: '2b8f2d9c-6f0e-4b5c-9a57-3c3a8e0f6f11',
  name: 'Good Wallet',
  icon: ICON,
  rdns: 'io.good.wallet',
  ...overrides,
})
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('readAnnouncement', () => {
  it('keeps a well-formed announcement as it is', () => {
    expect(readAnnouncement({ info: info(), provider })).toEqual({ info: info(), provider })
  })

  it.each([
    ['no detail', null],
    ['a string detail', 'wallet'],
    ['no info', { provider }],
    ['a null info', { info: null, provider }],
    ['a string info', { info: 'Good Wallet', provider }],
    ['an array info', { info: [info()], provider }],
    ['no provider', { info: info() }],
    ['a provider without request', { info: info(), provider: {} }],
    ['a number name', { info: info({ name: 42 }), provider }],
    ['an array name', { info: info({ name: ['Good', 'Wallet'] }), provider }],
    [
      'a name of invisible characters only',
      { info: info({ name: '\u200b\u202e\ufeff ' }), provider },
    ],
    ['a malformed uuid', { info: info({ uuid: 'not-a-uuid' }), provider }],
    ['a number uuid', { info: info({ uuid: 7 }), provider }],
    ['markup as the rdns', { info: info({ rdns: '<svg onload=alert(1)>' }), provider }],
    ['a one-label rdns', { info: info({ rdns: 'wallet' }), provider }],
    ['a 10,000-character rdns', { info: info({ rdns: `io.${'w'.repeat(10_000)}` }), provider }],
  ])('ignores %s', (_, detail) => {
    expect(readAnnouncement(detail)).toBeUndefined()
  })

  it.each([
    ['javascript:', 'javascript:window.__pwned=1'],
    ['data:text/html', 'data:text/html,<script>window.__pwned=1</script>'],
    ['an https URL', 'https://wallet.example/icon.png'],
    ['a number', 42],
  ])('drops a %s icon and keeps the wallet', (_, icon) => {
    const read = readAnnouncement({ info: info({ icon }), provider })
    expect(read?.info.name).toBe('Good Wallet')
    expect(read?.info).not.toHaveProperty('icon')
  })
})

describe('walletName', () => {
  it('removes direction overrides, isolates, zero-width and control characters', () => {
    expect(walletName('\u202eGood\u200b \u2066Wallet\u2069\ufeff\u0007')).toBe('Good Wallet')
  })

  it('keeps markup as text (React escapes it)', () => {
    expect(walletName('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>')
  })

  it('cuts a long name to the limit, ending in an ellipsis', () => {
    const name = walletName(`Long ${'W'.repeat(10_000)}`)
    expect([...(name ?? '')]).toHaveLength(MAX_WALLET_NAME)
    expect(name?.endsWith('W…')).toBe(true)
  })
})

describe('watchAnnouncements', () => {
  it('reports each valid wallet once: a uuid or rdns seen before is the first one', () => {
    const seen: string[] = []
    stops.push(watchAnnouncements(({ info }) => seen.push(info.name)))
    announce({ info: info(), provider })
    announce({ info: info({ name: 'Same uuid', rdns: 'io.other.wallet' }), provider })
    announce({
      info: info({ name: 'Same rdns', uuid: '7d0b8c2e-1a4f-4f6e-8b1d-5e9c2a7b3f40' }),
      provider,
    })
    announce({ info: info({ name: 'Good Wallet' }), provider })
    expect(seen).toEqual(['Good Wallet'])
  })
})

describe('the EVM adapter discovery', () => {
  it('lists the wallets announced after a malformed announcement, and never the malformed one', () => {
    // The page answers every request for wallets: a malformed announcement first, then a good one.
    const answer = () => {
      announce({ provider })
      announce({ info: { ...info(), name: { toString: () => 'Object' } }, provider })
      announce({ info: info(), provider })
    }
    window.addEventListener('eip6963:requestProvider', answer)
    stops.push(() => window.removeEventListener('eip6963:requestProvider', answer))
    const errors: unknown[] = []
    const onError = (event: ErrorEvent) => errors.push(event.error)
    window.addEventListener('error', onError)
    stops.push(() => window.removeEventListener('error', onError))

    const adapter = createEvmAdapter({
      networks: [base],
      rpcUrls: { [base.id]: 'http://127.0.0.1:1' },
    })
    expect(adapter.connectors().filter((connector) => connector.rdns)).toEqual([
      {
        id: 'io.good.wallet',
        name: 'Good Wallet',
        type: 'injected',
        icon: ICON,
        rdns: 'io.good.wallet',
      },
    ])
    expect(errors).toEqual([])
  })
})
