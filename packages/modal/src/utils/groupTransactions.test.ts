import { describe, expect, it } from 'vitest'
import { fixtureTransactions } from '../testing/fixtureData'
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
