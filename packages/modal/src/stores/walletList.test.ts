import { describe, expect, it } from 'vitest'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import type { ConnectorInfo } from './createConnectorsStore'
import {
  connectWalletList,
  filterWalletsForPlatform,
  matchWalletsByName,
  normalizeSearch,
  walletNameMatcher,
} from './walletList'

const wallet = (id: string, extra: Partial<ExplorerWallet> = {}): ExplorerWallet => ({
  id,
  name: id,
  image_id: `${id}-img`,
  ...extra,
})
const announced = (id: string, rdns: string): ConnectorInfo => ({
  id: rdns,
  name: id,
  type: 'ANNOUNCED',
  chain: 'eip155',
  rdns,
})

describe('connectWalletList', () => {
  it('puts announced wallets first and merges their explorer entry by rdns', () => {
    const list = connectWalletList({
      connectors: [announced('Devnet', 'org.devnet.wallet')],
      recent: [],
      featured: [wallet('featured-a')],
      recommended: [
        wallet('devnet', { rdns: 'org.devnet.wallet', image_url: 'http://img' }),
        wallet('other'),
      ],
    })
    expect(list.map((item) => [item.name, item.tag, item.connectorId])).toEqual([
      ['Devnet', 'installed', 'org.devnet.wallet'],
      ['featured-a', undefined, undefined],
      ['other', undefined, undefined],
    ])
    expect(list[0]?.wallet?.id).toBe('devnet')
  })

  it('merges a Solana wallet into its EIP-6963 row by rdns or name, and lists a Solana-only one', () => {
    const list = connectWalletList({
      connectors: [announced('Devnet Wallet', 'dev.w3m.devnet-wallet'), announced('Fox', 'io.fox')],
      recent: [],
      featured: [],
      recommended: [],
      standardWallets: [
        { name: 'Devnet Solana Wallet', icon: 'data:image/svg+xml,s' },
        { name: 'Fox', icon: 'data:image/svg+xml,f' },
        { name: 'Renamed', icon: 'data:image/svg+xml,d', rdns: 'dev.w3m.devnet-wallet' },
      ],
    })
    expect(list.map((item) => [item.name, item.connectorId, item.solanaWallet])).toEqual([
      ['Devnet Wallet', 'dev.w3m.devnet-wallet', 'Renamed'],
      ['Fox', 'io.fox', 'Fox'],
      ['Devnet Solana Wallet', undefined, 'Devnet Solana Wallet'],
    ])
  })

  it('shows at most 2 recent wallets, each wallet once', () => {
    const list = connectWalletList({
      connectors: [],
      recent: [wallet('a'), wallet('b'), wallet('c')],
      featured: [wallet('a')],
      recommended: [wallet('b'), wallet('d')],
    })
    expect(list.map((item) => [item.key, item.tag])).toEqual([
      ['a', 'recent'],
      ['b', 'recent'],
      ['d', undefined],
    ])
  })

  it("shows a page wallet's name without direction or invisible characters, cut to 64, and skips one with no visible name", () => {
    const announced = (id: string, name: string) =>
      ({ id, name, type: 'ANNOUNCED', chain: 'eip155', rdns: id }) as const
    const items = connectWalletList({
      connectors: [
        announced('com.rtl', '\u202eTrusted\u200b Wallet\u2066'),
        announced('com.long', `Long ${'W'.repeat(10_000)}`),
        announced('com.blank', '\u200b\u202e \ufeff'),
      ],
      recent: [],
      featured: [],
      recommended: [],
    })
    expect(items.map((item) => item.key)).toEqual(['com.rtl', 'com.long'])
    expect(items[0]?.name).toBe('Trusted Wallet')
    expect([...(items[1]?.name ?? '')]).toHaveLength(64)
  })

  it("skips a first-load announcement whose uuid or rdns is malformed or whose uuid came before, before the adapter's checked list", () => {
    const first = (name: string, uuid: string, rdns: string): ConnectorInfo => ({
      ...announced(name, rdns),
      uuid,
    })
    const goodUuid = '00000000-0000-4000-8000-000000000001'
    const items = connectWalletList({
      connectors: [
        first('Good', goodUuid, 'io.good'),
        first('Bad Uuid', 'not-a-uuid', 'io.baduuid'),
        first('Markup Rdns', goodUuid.replace(/1$/, '2'), '<img src=x>.io'),
        first('Long Rdns', goodUuid.replace(/1$/, '3'), `io.${'a'.repeat(300)}`),
        first('Same Uuid', goodUuid, 'io.sameuuid'),
        // The EVM adapter's connectors carry no uuid: their announcement was checked whole.
        announced('Adapter', 'io.adapter'),
      ],
      recent: [],
      featured: [],
      recommended: [],
    })
    expect(items.map((item) => item.name)).toEqual(['Good', 'Adapter'])
  })

  it('skips connectors that are not in the page', () => {
    const list = connectWalletList({
      connectors: [
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
      ],
      recent: [],
      featured: [],
      recommended: [],
    })
    expect(list).toEqual([])
  })
})

describe('filterWalletsForPlatform (docs/behaviour.md#wallet-lists)', () => {
  const wallets = [
    wallet('mobile', { mobile_link: 'mob://' }),
    wallet('web', { webapp_link: 'https://web' }),
    wallet('desktop-only', { desktop_link: 'desk://' }),
    wallet('known', { rdns: 'org.known' }),
  ]
  it('keeps every wallet on desktop', () => {
    expect(
      filterWalletsForPlatform(wallets, { os: 'mac', mobile: false, telegram: false }, new Set()),
    ).toHaveLength(4)
  })
  it('hides wallets without a mobile or web link on mobile unless known', () => {
    const kept = filterWalletsForPlatform(
      wallets,
      { os: 'ios', mobile: true, telegram: false },
      new Set(['org.known']),
    )
    expect(kept.map((entry) => entry.id)).toEqual(['mobile', 'web', 'known'])
  })
  it('trims the search text', () => {
    expect(normalizeSearch('  meta mask \n')).toBe('meta mask')
  })
})

describe('matchWalletsByName', () => {
  const list = [wallet('Meta Wallet'), wallet('Rainbow'), wallet('metal'), wallet('Zerion')]
  it('keeps the wallets whose name holds the trimmed text, in any case, in list order', () => {
    expect(matchWalletsByName(list, '  META ').map((entry) => entry.id)).toEqual([
      'Meta Wallet',
      'metal',
    ])
    expect(matchWalletsByName(list, 'bow').map((entry) => entry.id)).toEqual(['Rainbow'])
    expect(matchWalletsByName(list, 'nothing')).toEqual([])
  })
  it('keeps every wallet for a blank text', () => {
    expect(matchWalletsByName(list, '   ')).toHaveLength(4)
  })
})

describe('walletNameMatcher', () => {
  const list = [wallet('Meta Wallet'), wallet('Rainbow'), wallet('metal'), wallet('Zerion')]
  it('answers every text as matchWalletsByName does, from names lower-cased once', () => {
    const match = walletNameMatcher(list)
    for (const text of ['  META ', 'bow', 'nothing', 'ME', 'al', 'z', ' n'])
      expect(match(text)).toEqual(matchWalletsByName(list, text))
  })
  it('gives the list itself for a blank text', () => {
    expect(walletNameMatcher(list)('  ')).toBe(list)
  })
})
