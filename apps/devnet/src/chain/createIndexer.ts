import { numberToHex } from 'viem'
import {
  decodeBlock,
  type IndexedTx,
  type RawBlock,
  type RawReceipt,
  type RawTrace,
} from './decodeBlock'
import { rpc } from './rpc'

/** How often the indexer asks each node for its head: well under the 2 s a transfer may take to show. */
const POLL_INTERVAL_MS = 150

/** Follows both chains block by block and answers "which transactions touched this address". */
export type Indexer = {
  /** Indexes every block up to the current heads; resolves once caught up. */
  start(): Promise<void>
  /** Transactions touching `address` on one chain, oldest first. */
  transactionsOf(chainId: number, address: string): readonly IndexedTx[]
  /** The last indexed block of a chain. */
  head(chainId: number): number
  /** Whether every chain was polled successfully lately. */
  isHealthy(): boolean
  close(): void
}

/** Creates the indexer of the chains at `rpcUrls`; `onTransaction` sees each new transaction once. */
export function createIndexer(
  rpcUrls: Record<number, string>,
  onTransaction: (tx: IndexedTx) => Promise<void> = async () => {},
): Indexer {
  const byAddress = new Map<string, IndexedTx[]>()
  const heads = new Map<number, number>()
  const lastSuccess = new Map<number, number>()
  const timers = new Set<NodeJS.Timeout>()
  let closed = false

  const add = (tx: IndexedTx) => {
    const touched = new Set<string>([tx.from.toLowerCase()])
    for (const address of [tx.to, tx.createdContract])
      if (address) touched.add(address.toLowerCase())
    for (const transfer of tx.transfers) {
      touched.add(transfer.from.toLowerCase())
      touched.add(transfer.to.toLowerCase())
    }
    for (const address of touched) {
      const key = `${tx.chainId}:${address}`
      const list = byAddress.get(key) ?? []
      list.push(tx)
      byAddress.set(key, list)
    }
  }

  const indexBlock = async (chainId: number, url: string, number: number) => {
    const tag = numberToHex(number)
    const [block, receipts, traces] = await Promise.all([
      rpc<RawBlock>(url, 'eth_getBlockByNumber', [tag, true]),
      rpc<RawReceipt[]>(url, 'eth_getBlockReceipts', [tag]),
      rpc<RawTrace[]>(url, 'trace_block', [tag]),
    ])
    for (const tx of decodeBlock(chainId, block, receipts ?? [], traces ?? [])) {
      await onTransaction(tx)
      add(tx)
    }
  }

  // One catch-up at a time per chain, so blocks are indexed once and in order.
  const running = new Map<number, Promise<void>>()
  const catchUp = (chainId: number, url: string): Promise<void> => {
    const current = running.get(chainId)
    if (current) return current
    const run = (async () => {
      const latest = Number(await rpc<string>(url, 'eth_blockNumber'))
      for (let next = (heads.get(chainId) ?? -1) + 1; next <= latest && !closed; next++) {
        await indexBlock(chainId, url, next)
        heads.set(chainId, next)
      }
      lastSuccess.set(chainId, Date.now())
    })().finally(() => running.delete(chainId))
    running.set(chainId, run)
    return run
  }

  const poll = (chainId: number, url: string) => {
    const timer = setTimeout(async () => {
      timers.delete(timer)
      await catchUp(chainId, url).catch(() => {})
      if (!closed) poll(chainId, url)
    }, POLL_INTERVAL_MS)
    timers.add(timer)
  }

  return {
    async start() {
      const entries = Object.entries(rpcUrls).map(([id, url]) => [Number(id), url] as const)
      await Promise.all(entries.map(([chainId, url]) => catchUp(chainId, url)))
      for (const [chainId, url] of entries) poll(chainId, url)
    },
    transactionsOf: (chainId: number, address: string) =>
      byAddress.get(`${chainId}:${address.toLowerCase()}`) ?? [],
    head: (chainId: number) => heads.get(chainId) ?? -1,
    isHealthy: () =>
      Object.keys(rpcUrls).every((id) => Date.now() - (lastSuccess.get(Number(id)) ?? 0) < 5_000),
    close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
