import { describe, expect, it } from 'vitest'
import { devnetWallets, GENERATED_WALLET_COUNT, generatedWallets } from './catalogue'
import { filterWallets, getWalletsQuerySchema } from './filterWallets'

const wallets = [...devnetWallets('http://127.0.0.1:4100'), ...generatedWallets()]
const query = (raw: Record<string, string>) => getWalletsQuerySchema.parse(raw)

describe('catalogue', () => {
  it('is deterministic, at least 600 wallets, with unique 64-hex ids, names and image ids', () => {
    expect(generatedWallets()).toEqual(generatedWallets())
    expect(wallets.length).toBe(GENERATED_WALLET_COUNT + 2)
    expect(wallets.length).toBeGreaterThanOrEqual(600)
    for (const wallet of wallets) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    expect(new Set(wallets.map((w) => w.name)).size).toBe(wallets.length)
    expect(new Set(wallets.map((w) => w.image_id)).size).toBe(wallets.length)
  })

  it('has wallets with no mobile or web link (the mobile rule) and wallets on the deployment chains', () => {
    const unreachableOnMobile = wallets.filter((w) => !w.mobile_link && !w.webapp_link)
    expect(unreachableOnMobile.length).toBeGreaterThan(50)
    expect(wallets.filter((w) => w.chains?.includes('eip155:8453')).length).toBeGreaterThan(100)
    expect(wallets.filter((w) => w.badge_type === 'certified').length).toBeGreaterThan(50)
  })

  it('lists the devnet wallet and the mobile wallet page on the devnet origin first', () => {
    const [wallet, mobile] = wallets
    expect(wallet).toMatchObject({ name: 'Devnet Wallet', rdns: 'dev.w3m.devnet-wallet' })
    expect(mobile).toMatchObject({
      name: 'Devnet Mobile Wallet',
      webapp_link: 'http://127.0.0.1:4100/mobile-wallet/',
    })
  })
})

describe('filterWallets', () => {
  it('pages by 40 by default and counts every match', () => {
    const first = filterWallets(wallets, query({}))
    const second = filterWallets(wallets, query({ page: '2' }))
    expect(first.count).toBe(wallets.length)
    expect(first.data).toHaveLength(40)
    expect(second.data[0]?.order).toBeGreaterThan(first.data[39]?.order ?? 0)
    const last = filterWallets(wallets, query({ page: '17', entries: '40' }))
    expect(last.data).toHaveLength(wallets.length - 16 * 40)
    expect(filterWallets(wallets, query({ page: '99' })).data).toEqual([])
  })

  it('searches trimmed and case-insensitively on the name', () => {
    const result = filterWallets(wallets, query({ search: '  aMBer  ', entries: '100' }))
    expect(result.count).toBe(25)
    for (const wallet of result.data) expect(wallet.name.toLowerCase()).toContain('amber')
    expect(filterWallets(wallets, query({ search: 'zzz-nothing' })).count).toBe(0)
  })

  it('includes only the ids named, and excludes the ids named', () => {
    const ids = wallets.slice(5, 8).map((w) => w.id)
    const included = filterWallets(wallets, query({ include: ids.join(',') }))
    expect(included.data.map((w) => w.id).sort()).toEqual([...ids].sort())
    const excluded = filterWallets(wallets, query({ exclude: ids.join(','), entries: '1000' }))
    expect(excluded.count).toBe(wallets.length - 3)
    expect(excluded.data.some((w) => ids.includes(w.id))).toBe(false)
  })

  it('filters by names, rdns, chains and badge', () => {
    expect(filterWallets(wallets, query({ names: 'devnet wallet,Brisk Ledger' })).count).toBe(2)
    const byRdns = filterWallets(wallets, query({ rdns: 'dev.w3m.devnet-wallet' }))
    expect(byRdns.data.map((w) => w.name)).toEqual(['Devnet Wallet'])
    const solana = filterWallets(
      wallets,
      query({ chains: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', entries: '1000' }),
    )
    expect(solana.count).toBeGreaterThan(0)
    for (const w of solana.data)
      expect(w.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    const certified = filterWallets(wallets, query({ badge_type: 'certified', entries: '1000' }))
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    expect(certified.count).toBeLessThan(wallets.length)
    expect(filterWallets(wallets, query({ badge_type: 'none' })).count).toBe(wallets.length)
  })

  it('refuses a page or entries that is not a positive integer', () => {
    expect(getWalletsQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(getWalletsQuerySchema.safeParse({ entries: 'ten' }).success).toBe(false)
    expect(getWalletsQuerySchema.safeParse({ entries: '5000' }).success).toBe(false)
  })
})
