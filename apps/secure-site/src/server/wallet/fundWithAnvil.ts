import type { Address } from 'viem'

/** Gas money for a new embedded wallet: 100 ETH, as a dev account starts with. */
export const STARTING_BALANCE_WEI = 100n * 10n ** 18n

/**
 * Funds new wallets through anvil's `anvil_setBalance` on every devnet chain, so the flows work
 * without sharing a funded dev account's nonce with other services. A failing chain is logged.
 */
export function fundWithAnvil(rpcUrls: string[]) {
  return async (address: Address) => {
    await Promise.all(
      rpcUrls.map(async (rpcUrl) => {
        try {
          const response = await fetch(rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: 1,
              method: 'anvil_setBalance',
              params: [address, `0x${STARTING_BALANCE_WEI.toString(16)}`],
            }),
          })
          const body = (await response.json()) as { error?: { message?: string } }
          if (body.error) throw new Error(body.error.message)
        } catch (error) {
          console.warn(`[secure-site] could not fund ${address} on ${rpcUrl}:`, error)
        }
      }),
    )
  }
}
