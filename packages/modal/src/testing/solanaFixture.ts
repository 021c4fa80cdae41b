import type { TokenBalance } from '../stores/createBalancesStore'
import type { Stores } from '../stores/createStores'
import { arbitrum, base, solana } from '../utils/networks'
import type { ModalOptions } from '../utils/resolveOptions'

/** Dev keypair 0 of the devnet's Solana cluster: the account a Solana fixture holds. */
export const SOLANA_FIXTURE_ADDRESS = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'
/** A second dev keypair, a receiver. */
export const SOLANA_FIXTURE_RECEIVER = 'HF4rZYbcDPfEvFp9tewCJViJ1V3N9ad8jd79QnfbVDXP'

/** Options of a modal on Base, Arbitrum and Solana (the local cluster). */
export const SOLANA_OPTIONS: Partial<ModalOptions> = {
  networks: [base, arbitrum, solana],
  rpcUrls: {
    8453: 'http://127.0.0.1:8545',
    42161: 'http://127.0.0.1:8546',
    [solana.caipNetworkId]: 'http://127.0.0.1:8899',
  },
}

/** SOL and the devnet's USDC-like token, as the Blockchain API lists them on Solana. */
export const SOLANA_FIXTURE_TOKENS: TokenBalance[] = [
  {
    name: 'Solana',
    symbol: 'SOL',
    chainId: solana.caipNetworkId,
    address: undefined,
    decimals: 9,
    quantity: '99.5',
    value: 14_925,
    price: 150,
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: solana.caipNetworkId,
    // The mint (base58): the token's address on Solana.
    address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' as `0x${string}`,
    decimals: 6,
    quantity: '1000',
    value: 1000,
    price: 1,
    iconUrl: '',
  },
]

/** Stores of a modal made with SOLANA_OPTIONS, connected on Solana with the devnet wallet. */
export function connectFixtureOnSolana(stores: Stores): void {
  const { account, chain, connections, balances } = stores
  const namespace = chain.namespaces.solana
  if (!namespace?.activeNetwork) throw new Error('make the core with SOLANA_OPTIONS')
  chain.activeNamespace = 'solana'
  chain.walletChainId = undefined
  namespace.approvedNetworkIds = [namespace.activeNetwork.id]
  account.status = 'connected'
  account.address = SOLANA_FIXTURE_ADDRESS
  account.caipAddress = `${namespace.activeNetwork.caipNetworkId}:${SOLANA_FIXTURE_ADDRESS}`
  account.balance = '99.5'
  account.balanceSymbol = 'SOL'
  account.profileName = undefined
  connections.activeConnectorId = 'solana:Devnet Wallet'
  balances.tokens = SOLANA_FIXTURE_TOKENS
  balances.status = 'ready'
}
