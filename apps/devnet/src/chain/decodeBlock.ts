import { type Address, getAddress, type Hex, hexToBigInt } from 'viem'
import { NATIVE_ADDRESS } from '../contracts/contracts'

/** keccak256("Transfer(address,address,uint256)"): ERC20 (3 topics) and ERC721 (4 topics) alike. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A movement of value inside a transaction. */
export type IndexedTransfer = {
  kind: 'native' | 'erc20' | 'erc721'
  /** The token contract, or NATIVE_ADDRESS. */
  token: Address
  from: Address
  to: Address
  /** Base units; 1 for an NFT. */
  amount: bigint
  tokenId?: bigint
}

/** A mined transaction as the history serves it. */
export type IndexedTx = {
  chainId: number
  hash: Hex
  blockNumber: number
  index: number
  /** Seconds. */
  timestamp: number
  from: Address
  to: Address | null
  nonce: number
  status: 'confirmed' | 'failed'
  /** First 4 bytes of the call data, or null for a plain transfer or a deployment. */
  selector: Hex | null
  createdContract: Address | null
  transfers: IndexedTransfer[]
}

export type RawBlock = {
  number: Hex
  timestamp: Hex
  transactions: Array<{
    hash: Hex
    from: Hex
    to: Hex | null
    nonce: Hex
    input: Hex
    transactionIndex: Hex
  }>
}
export type RawReceipt = {
  transactionHash: Hex
  status: Hex
  contractAddress: Hex | null
  logs: Array<{ address: Hex; topics: Hex[]; data: Hex }>
}
export type RawTrace = {
  type: string
  transactionHash: Hex
  error?: string
  action: { from?: Hex; to?: Hex; value?: Hex; callType?: string }
}

const topicAddress = (topic: Hex) => getAddress(`0x${topic.slice(26)}`)

/**
 * Turns a block, its receipts and its call traces into indexed transactions. Native transfers come
 * from the traces, so ETH paid out inside a contract call (a swap, a smart account) is seen too.
 */
export function decodeBlock(
  chainId: number,
  block: RawBlock,
  receipts: RawReceipt[],
  traces: RawTrace[],
): IndexedTx[] {
  const receiptOf = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  return block.transactions.map((tx) => {
    const receipt = receiptOf.get(tx.hash)
    const ok = receipt?.status === '0x1'
    const transfers: IndexedTransfer[] = []
    if (ok) {
      for (const trace of traces) {
        if (trace.transactionHash !== tx.hash || trace.error || trace.type !== 'call') continue
        const { from, to, value, callType } = trace.action
        if (!from || !to || !value || callType === 'delegatecall' || hexToBigInt(value) === 0n)
          continue
        transfers.push({
          kind: 'native',
          token: NATIVE_ADDRESS,
          from: getAddress(from),
          to: getAddress(to),
          amount: hexToBigInt(value),
        })
      }
      for (const log of receipt.logs) {
        if (log.topics[0] !== TRANSFER_TOPIC) continue
        const [, fromTopic, toTopic, idTopic] = log.topics
        if (!fromTopic || !toTopic) continue
        const base = {
          token: getAddress(log.address),
          from: topicAddress(fromTopic),
          to: topicAddress(toTopic),
        }
        if (idTopic)
          transfers.push({ ...base, kind: 'erc721', amount: 1n, tokenId: hexToBigInt(idTopic) })
        else if (log.data.length >= 66)
          transfers.push({
            ...base,
            kind: 'erc20',
            amount: hexToBigInt(log.data.slice(0, 66) as Hex),
          })
      }
    }
    return {
      chainId,
      hash: tx.hash,
      blockNumber: Number(block.number),
      index: Number(tx.transactionIndex),
      timestamp: Number(block.timestamp),
      from: getAddress(tx.from),
      to: tx.to ? getAddress(tx.to) : null,
      nonce: Number(tx.nonce),
      status: ok ? 'confirmed' : 'failed',
      selector: tx.to && tx.input.length >= 10 ? (tx.input.slice(0, 10) as Hex) : null,
      createdContract: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
      transfers,
    }
  })
}
