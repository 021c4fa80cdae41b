import { type Address, type Hex, numberToHex } from 'viem'
import { rpc } from './rpc'

export type SendAsParameters = {
  from: Address
  to?: Address
  data?: Hex
  value?: bigint
  /** Fixed gas skips estimation, which is how a transaction that reverts still gets mined. */
  gas?: bigint
  /** Seconds: the block that mines this transaction gets this timestamp. */
  timestamp?: number
}

type Receipt = { status: Hex; contractAddress: Address | null; blockNumber: Hex }

/**
 * Sends a transaction from an unlocked or impersonated account and returns its receipt (anvil
 * automines, so it exists once the send returns). Throws when a transaction meant to succeed fails.
 */
export async function sendAs(
  url: string,
  params: SendAsParameters,
  expect: 'success' | 'reverted' = 'success',
): Promise<Receipt & { hash: Hex }> {
  if (params.timestamp !== undefined)
    await rpc(url, 'evm_setNextBlockTimestamp', [params.timestamp])
  const hash = await rpc<Hex>(url, 'eth_sendTransaction', [
    {
      from: params.from,
      to: params.to,
      data: params.data,
      value: params.value === undefined ? undefined : numberToHex(params.value),
      gas: params.gas === undefined ? undefined : numberToHex(params.gas),
    },
  ])
  const receipt = await waitForReceipt(url, hash)
  const status = receipt.status === '0x1' ? 'success' : 'reverted'
  if (status !== expect) throw new Error(`transaction ${hash} ${status}, expected ${expect}`)
  return { ...receipt, hash }
}

/** Anvil answers a send once the transaction is in its pool; the automined block follows shortly. */
const RECEIPT_TIMEOUT_MS = 15_000

async function waitForReceipt(url: string, hash: Hex): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (let delay = 1; Date.now() < deadline; delay = Math.min(delay * 2, 50)) {
    const receipt = await rpc<Receipt | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
  throw new Error(`transaction ${hash} was not mined within ${RECEIPT_TIMEOUT_MS} ms`)
}
