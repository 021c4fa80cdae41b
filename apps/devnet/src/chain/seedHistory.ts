import { type Address, encodeFunctionData, type Hex, parseEther, parseUnits } from 'viem'
import { ammAbi, collectibleAbi, tokenAbi } from '../contracts/abis'
import { CONTRACTS, NATIVE_ADDRESS } from '../contracts/contracts'
import { DEPLOYER, DEV_ACCOUNTS, TREASURY } from './accounts'
import { SPAM_NFT_TOKEN_ID } from './deployContracts'
import { sendAs } from './sendAs'

const DAY = 86_400
const [ALICE, BOB] = DEV_ACCOUNTS as [Address, Address]

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, amount] })

type SeedTx = {
  daysAgo: number
  from: Address
  to: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  expect?: 'success' | 'reverted'
}

/**
 * The past of dev accounts 0 and 1, one transaction a block, spread over the last weeks: deposits
 * from the treasury (every token, the 0-decimals one included), sends, an approval and a swap, a
 * swap that reverted, and an unsolicited NFT (the history flags it as spam).
 */
const SEED: readonly SeedTx[] = [
  { daysAgo: 20, from: TREASURY.address, to: ALICE, value: parseEther('2') },
  {
    daysAgo: 19,
    from: TREASURY.address,
    to: CONTRACTS.usdc,
    data: transfer(ALICE, parseUnits('1000', 6)),
  },
  {
    daysAgo: 18,
    from: TREASURY.address,
    to: CONTRACTS.dev,
    data: transfer(ALICE, parseUnits('250', 18)),
  },
  {
    daysAgo: 17,
    from: TREASURY.address,
    to: CONTRACTS.points,
    data: transfer(ALICE, 42n),
  },
  { daysAgo: 15, from: ALICE, to: BOB, value: parseEther('0.25') },
  {
    daysAgo: 12,
    from: ALICE,
    to: CONTRACTS.usdc,
    data: transfer(BOB, parseUnits('100', 6)),
  },
  {
    daysAgo: 9,
    from: ALICE,
    to: CONTRACTS.usdc,
    data: encodeFunctionData({
      abi: tokenAbi,
      functionName: 'approve',
      args: [CONTRACTS.amm, parseUnits('50', 6)],
    }),
  },
  {
    daysAgo: 9,
    from: ALICE,
    to: CONTRACTS.amm,
    data: encodeFunctionData({
      abi: ammAbi,
      functionName: 'swap',
      args: [CONTRACTS.usdc, NATIVE_ADDRESS, parseUnits('50', 6), 0n, ALICE],
    }),
  },
  {
    // A swap asking for far more than the pool gives: mined, and reverted.
    daysAgo: 6,
    from: ALICE,
    to: CONTRACTS.amm,
    value: parseEther('0.01'),
    gas: 200_000n,
    expect: 'reverted',
    data: encodeFunctionData({
      abi: ammAbi,
      functionName: 'swap',
      args: [NATIVE_ADDRESS, CONTRACTS.usdc, parseEther('0.01'), parseUnits('1000', 6), ALICE],
    }),
  },
  {
    daysAgo: 3,
    from: DEPLOYER.address,
    to: CONTRACTS.rewardPass,
    data: encodeFunctionData({
      abi: collectibleAbi,
      functionName: 'transferFrom',
      args: [DEPLOYER.address, ALICE, SPAM_NFT_TOKEN_ID],
    }),
  },
  {
    daysAgo: 2,
    from: TREASURY.address,
    to: CONTRACTS.usdc,
    data: transfer(BOB, parseUnits('500', 6)),
  },
  { daysAgo: 1, from: BOB, to: ALICE, value: parseEther('0.1') },
]

/** How far back the chains' genesis lies, so deployment predates every seeded transaction. */
export const GENESIS_DAYS_AGO = 30

/** Sends the seeded past on a freshly deployed chain, then brings its clock back to now. */
export async function seedHistory(url: string, now: number): Promise<void> {
  for (const [index, tx] of SEED.entries()) {
    // Two transactions on one day get timestamps a minute apart, in order.
    await sendAs(
      url,
      { ...tx, timestamp: now - tx.daysAgo * DAY + index * 60 },
      tx.expect ?? 'success',
    )
  }
}
