import { describe, expect, it } from 'vitest'
import { operationType } from '../api/formatTransaction'
import { NATIVE_ADDRESS } from '../contracts/contracts'
import { decodeBlock, type RawBlock, type RawReceipt, type RawTrace } from './decodeBlock'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'
const AMM = '0x4444444444444444444444444444444444444444'
const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}` as const
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const block: RawBlock = {
  number: '0x10',
  timestamp: '0x64',
  transactions: [
    {
      hash: '0xaa',
      from: A,
      to: AMM,
      nonce: '0x1',
      input: '0x12345678ff',
      transactionIndex: '0x0',
    },
    {
      hash: '0xbb',
      from: A,
      to: TOKEN,
      nonce: '0x2',
      input: '0x095ea7b3',
      transactionIndex: '0x1',
    },
    { hash: '0xcc', from: A, to: AMM, nonce: '0x3', input: '0x12345678', transactionIndex: '0x2' },
  ],
}
const receipts: RawReceipt[] = [
  {
    transactionHash: '0xaa',
    status: '0x1',
    contractAddress: null,
    logs: [
      {
        address: TOKEN,
        topics: [TRANSFER, topic(A), topic(AMM)],
        data: `0x${(5n * 10n ** 6n).toString(16).padStart(64, '0')}`,
      },
      { address: TOKEN, topics: [TRANSFER, topic(A), topic(B), topic('0x07')], data: '0x' },
    ],
  },
  { transactionHash: '0xbb', status: '0x1', contractAddress: null, logs: [] },
  { transactionHash: '0xcc', status: '0x0', contractAddress: null, logs: [] },
]
const traces: RawTrace[] = [
  {
    type: 'call',
    transactionHash: '0xaa',
    action: { from: A, to: AMM, value: '0x0', callType: 'call' },
  },
  {
    type: 'call',
    transactionHash: '0xaa',
    action: { from: AMM, to: A, value: '0x10', callType: 'call' },
  },
  {
    type: 'call',
    transactionHash: '0xcc',
    error: 'Reverted',
    action: { from: A, to: AMM, value: '0x5', callType: 'call' },
  },
]

describe('decodeBlock', () => {
  const txs = decodeBlock(8453, block, receipts, traces)

  it('finds internal native payouts, ERC20 and ERC721 transfers', () => {
    expect(txs[0]?.transfers.map((t) => [t.kind, t.amount, t.tokenId])).toEqual([
      ['native', 16n, undefined],
      ['erc20', 5_000_000n, undefined],
      ['erc721', 1n, 7n],
    ])
    expect(txs[0]?.transfers[0]?.token).toBe(NATIVE_ADDRESS)
    expect(txs[0]).toMatchObject({
      blockNumber: 16,
      index: 0,
      timestamp: 100,
      nonce: 1,
      status: 'confirmed',
    })
  })

  it('gives a reverted transaction no transfers and status failed', () => {
    expect(txs[2]).toMatchObject({ status: 'failed', transfers: [] })
  })

  it('names the operation from the account side', () => {
    const [swap, approve, failed] = txs as [(typeof txs)[0], (typeof txs)[0], (typeof txs)[0]]
    const checksummedA = swap.from
    expect(operationType(swap, checksummedA, AMM)).toBe('trade')
    expect(operationType(approve, checksummedA, AMM)).toBe('approve')
    expect(operationType(failed, checksummedA, failed.to ?? AMM)).toBe('trade')
    const nftReceiver = swap.transfers[2]?.to
    expect(nftReceiver && operationType(swap, nftReceiver, AMM)).toBe('receive')
  })
})
