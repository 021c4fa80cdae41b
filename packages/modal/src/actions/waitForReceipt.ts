import { getBlock, waitForTransactionReceipt } from '@wagmi/core'
import type { ReplacementReason } from 'viem'
import type { Core } from '../core/createCore'
import { requireEvm } from './estimateSendFee'

/** Give up waiting for a receipt after 180 s (docs/behaviour.md#limits)... */
export const RECEIPT_TIMEOUT_MS = 180_000
/** ...and after 6 failed receipt lookups. */
const RECEIPT_RETRY_COUNT = 6
/** Poll at half the block time, never faster than 500 ms (docs/behaviour.md#limits)... */
const MIN_POLLING_MS = 500
/** ...nor slower than 4 s. */
const MAX_POLLING_MS = 4_000

/** Half the block time, clamped to 500–4,000 ms. */
export function pollingIntervalFor(blockTimeMs: number): number {
  return Math.min(MAX_POLLING_MS, Math.max(MIN_POLLING_MS, Math.round(blockTimeMs / 2)))
}

/** The chain's block time: its declared one, else the gap between its last two blocks. */
async function blockTimeOf(core: Core, chainId: number): Promise<number> {
  const declared = core.stores.options.networks.find((network) => network.id === chainId)?.blockTime
  if (declared) return declared
  try {
    const { config } = requireEvm(core)
    const latest = await getBlock(config, { chainId })
    if (latest.number === null || latest.number === 0n) return MAX_POLLING_MS * 2
    const parent = await getBlock(config, { chainId, blockNumber: latest.number - 1n })
    return Number(latest.timestamp - parent.timestamp) * 1000
  } catch {
    return MAX_POLLING_MS * 2
  }
}

/** Parameters of waitForReceipt. */
export type WaitForReceiptParameters = {
  hash: `0x${string}`
  chainId: number
  /** Called when the wallet replaced the transaction: repriced, cancelled or replaced. */
  onReplaced?: (reason: ReplacementReason, hash: `0x${string}`) => void
}

/** Waits for a transaction's receipt with the docs/behaviour.md#limits timeout, retries and polling interval. */
export async function waitForReceipt(core: Core, parameters: WaitForReceiptParameters) {
  const { config } = requireEvm(core)
  const pollingInterval = pollingIntervalFor(await blockTimeOf(core, parameters.chainId))
  return waitForTransactionReceipt(config, {
    hash: parameters.hash,
    chainId: parameters.chainId,
    timeout: RECEIPT_TIMEOUT_MS,
    retryCount: RECEIPT_RETRY_COUNT,
    pollingInterval,
    onReplaced: (replacement) =>
      parameters.onReplaced?.(replacement.reason, replacement.transaction.hash),
  })
}
