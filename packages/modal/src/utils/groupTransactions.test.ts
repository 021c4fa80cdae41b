import { describe, expect, it } from 'vitest'
import { fixtureTransactions } from '../testing/fixtureData'
import { formatBalance } from './formatAddress'
import { formatUsd } from './formatUsd'
import { groupByMonth, isSpamTransaction } from './groupTransactions'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('groupByMonth', () => {
  it('groups by UTC month, newest first, keeping order', () => {
    const groups = groupByMonth(fixtureTransactions(12, OWNER))
    expect(groups.map((group) => group.label)).toEqual(['November 2026', 'October 2026'])
    expect(groups[0]?.transactions).toHaveLength(7)
    expect(groups.flatMap((group) => group.transactions.map((tx) => tx.id))).toEqual(
      fixtureTransactions(12, OWNER).map((tx) => tx.id),
    )
  })
})

describe('Intl in the active locale (docs/behaviour.md#locale)', () => {
  it('names months, USD values and balances the locale’s way; English stays as it was', () => {
    const labels = (locale?: string) =>
      groupByMonth(fixtureTransactions(12, OWNER), locale).map((group) => group.label)
    expect(labels('de')).toEqual(['November 2026', 'Oktober 2026'])
    expect(labels('fr')).toEqual(['novembre 2026', 'octobre 2026'])
    expect(labels('ar')[0]).toMatch(/نوفمبر/)
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(1234.5, 'de')).toBe('1.234,50\u00a0$')
    expect(formatBalance('1234.56789')).toBe('1234.5678')
    expect(formatBalance('1234.56789', 4, 'de')).toBe('1.234,5678')
    expect(formatBalance('0.5', 4, 'fr')).toBe('0,5')
  })
})

describe('isSpamTransaction', () => {
  const [base] = fixtureTransactions(1, OWNER)
  const nft = (isSpam: boolean) => ({
    nft_info: { name: 'NFT', flags: { is_spam: isSpam } },
    direction: 'in' as const,
    quantity: { numeric: '1' },
  })
  it('flags only transactions whose transfers are all spam NFTs', () => {
    if (!base) throw new Error('fixture')
    expect(isSpamTransaction({ ...base, transfers: [nft(true)] })).toBe(true)
    expect(isSpamTransaction({ ...base, transfers: [nft(true), ...base.transfers] })).toBe(false)
    expect(isSpamTransaction({ ...base, transfers: [nft(false)] })).toBe(false)
    expect(isSpamTransaction(base)).toBe(false)
  })
})
