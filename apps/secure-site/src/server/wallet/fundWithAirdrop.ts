/** SOL for a new Solana key on the devnet cluster: 10 SOL, enough for sends and rent. */
export const STARTING_LAMPORTS = 10_000_000_000

/**
 * Funds new Solana keys through the cluster's `requestAirdrop` (the devnet's litesvm cluster
 * grants it at once). A failure is logged: the key works, it only holds nothing yet.
 */
export function fundWithAirdrop(rpcUrl: string) {
  return async (address: string) => {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'requestAirdrop',
          params: [address, STARTING_LAMPORTS],
        }),
      })
      const body = (await response.json()) as { error?: { message?: string } }
      if (body.error) throw new Error(body.error.message)
    } catch (error) {
      console.warn(`[secure-site] could not airdrop SOL to ${address} on ${rpcUrl}:`, error)
    }
  }
}
