import type { Page } from '@playwright/test'
import { port, stackUrls } from '../../scripts/ports'
import { expect } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from '../modal/modal'

type Address = `0x${string}`

/** Dev account 2 of anvil's mnemonic: the receiver of every send here. */
export const RECEIVER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The devnet's USDC (6 decimals), at the same address on both chains. */
export const USDC: Address = '0xB74f068b4f8F2037cf58bDE2eAaD9846F28dA65a'

/** One JSON-RPC call to a devnet chain's node; its error is thrown, a null result returned. */
export async function chainRpc(
  chainId: 8453 | 42161,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const rpcPort = port(chainId === 8453 ? 'W3M_BASE_RPC_PORT' : 'W3M_ARB_RPC_PORT')
  const response = await fetch(`http://127.0.0.1:${rpcPort}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result ?? null
}

async function rpc(chainId: 8453 | 42161, method: string, params: unknown[]): Promise<string> {
  const result = await chainRpc(chainId, method, params)
  if (typeof result !== 'string') throw new Error(`${method}: no result`)
  return result
}

/** Balances of `address` read straight from the chain: native wei and USDC base units. */
export async function onChainBalances(chainId: 8453 | 42161, address: Address) {
  // balanceOf(address): selector 0x70a08231, then the address left-padded to 32 bytes.
  const data = `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}`
  const [eth, usdc] = await Promise.all([
    rpc(chainId, 'eth_getBalance', [address, 'latest']),
    rpc(chainId, 'eth_call', [{ to: USDC, data }, 'latest']),
  ])
  return { eth: BigInt(eth), usdc: BigInt(usdc) }
}

/** A decimal string in base units (`0.01` ETH -> 10^16 wei). */
export function toUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
}

/**
 * Opens the demo with the devnet wallet approving, connects it, and opens the Account view;
 * `configure` runs on the page before the connection (e.g. to set options on the element).
 */
export async function openAccount(page: Page, configure?: () => Promise<void>): Promise<void> {
  await openDemo(page, { 'devnet-wallet-mode': 'approve' })
  await configure?.()
  await clickConnectButton(page)
  // The devnet wallet is the page's only injected wallet: announced (EIP-6963) or window.ethereum.
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /installed/ })
    .first()
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modalDialog(page, /.*/)).toBeHidden()
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Account')).toBeVisible()
}

/** Fills the Send form: token by symbol, amount and receiver, from the Account view. */
export async function fillSendForm(
  page: Page,
  form: { symbol: string; amount: string; receiver: string },
): Promise<void> {
  await modalDialog(page, 'Account').getByTestId('w3m-account-send').click()
  await modalDialog(page, 'Send').getByTestId('w3m-send-token').click()
  await modalDialog(page, 'Select token').getByTestId(`w3m-token-${form.symbol}`).click()
  const send = modalDialog(page, 'Send')
  await expect(send.getByTestId('w3m-send-token')).toContainText(form.symbol)
  await send.getByTestId('w3m-send-amount').fill(form.amount)
  await send.getByTestId('w3m-send-receiver').fill(form.receiver)
}

/** Arms a devnet fault (loopback admin route) for the next `count` calls of `route`. */
export async function armFault(route: string, kind: '500' | '503' | 'malformed', count: number) {
  const response = await fetch(`${stackUrls().devnet}/devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, kind, count }),
  })
  if (!response.ok) throw new Error(`fault not armed: ${response.status} ${await response.text()}`)
}

/** Clears every armed fault. */
export async function clearFaults(): Promise<void> {
  await fetch(`${stackUrls().devnet}/devnet/faults`, { method: 'DELETE' })
}
