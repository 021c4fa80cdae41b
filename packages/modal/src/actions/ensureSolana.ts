import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import type { Core } from '../core/createCore'

export { SOLANA_WALLET_KEY, storedSolanaWallet } from './storedSolanaWallet'

/**
 * The core's Solana adapter, loading web3.js and the Wallet Standard registry on first use (its
 * own chunk, fetched only by a modal configured with a Solana network), and following the Solana
 * wallets of the page into the connectors store.
 */
export function ensureSolana(core: Core): Promise<SolanaAdapter> {
  if (core.solana) return Promise.resolve(core.solana)
  let pending = core.solanaLoading
  if (!pending) {
    const { chain, options, connectors } = core.stores
    const network = chain.namespaces.solana?.activeNetwork ?? options.solanaNetworks[0]
    pending = import('../connectors/solana/createSolanaAdapter').then(({ createSolanaAdapter }) => {
      if (core.solana) return core.solana
      const rpcUrl = network ? options.rpcUrls[network.caipNetworkId] : undefined
      if (!rpcUrl) throw new Error('no Solana network configured')
      const adapter = createSolanaAdapter({ rpcUrl })
      adapter.watchWallets((wallets) => {
        connectors.standardWallets = wallets
      })
      core.solana = adapter
      return adapter
    })
    pending.catch(() => {
      core.solanaLoading = undefined
    })
    core.solanaLoading = pending
  }
  return pending
}
