import { getBlock } from '@wagmi/core'
import type { ReplacementReason } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
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

/** Parameters of watchReceipt. */
export type WatchReceiptParameters = WaitForReceiptParameters & {
  /** Called (each time) a wait ran out or the node failed: the transaction is still out there. */
  onPending: (cause: unknown) => void
  /** Checked after each failed wait: false stops the watch (the send was reset meanwhile). */
  stillWanted: () => boolean
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for a broadcast transaction's receipt for as long as it takes: a wait that runs past the
 * timeout, or a node that stops answering, marks it pending (`onPending`) and watches on, one
 * polling interval later (docs/behaviour.md#slow-receipt). Resolves with the receipt (of the
 * replacement, when the wallet replaced it), or undefined when `stillWanted` says stop.
 */
export async function watchReceipt(core: Core, parameters: WatchReceiptParameters) {
  for (;;) {
    try {
      return await waitForReceipt(core, parameters)
    } catch (cause) {
      if (!parameters.stillWanted()) return undefined
      parameters.onPending(cause)
      await pause(MAX_POLLING_MS)
      if (!parameters.stillWanted()) return undefined
    }
  }
}

/**
 * Waits for a transaction's receipt with the docs/behaviour.md#limits timeout, retries and polling
 * interval. A reverted receipt is returned as such (viem's action, not wagmi's, which throws one
 * like any other failure: a caller could not tell a revert from a slow node).
 */
export async function waitForReceipt(core: Core, parameters: WaitForReceiptParameters) {
  const { config } = requireEvm(core)
  const pollingInterval = pollingIntervalFor(await blockTimeOf(core, parameters.chainId))
  return waitForTransactionReceipt(config.getClient({ chainId: parameters.chainId }), {
    hash: parameters.hash,
    timeout: core.stores.options.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
    retryCount: RECEIPT_RETRY_COUNT,
    pollingInterval,
    onReplaced: (replacement) =>
      parameters.onReplaced?.(replacement.reason, replacement.transaction.hash),
  })
}
