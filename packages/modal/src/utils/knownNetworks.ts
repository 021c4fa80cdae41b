import { ref } from 'valtio/vanilla'
import {
  type AnyNetwork,
  arbitrum,
  base,
  DEFAULT_NETWORKS,
  defineNetwork,
  mainnet,
  type Network,
  PROVISIONAL_NETWORKS,
} from './networks'

type Row = [id: number, name: string, symbol: string, explorer: string, testnet?: 1]

/** The currency name of a native symbol; every other symbol names itself. */
const CURRENCY_NAMES: Record<string, string> = {
  ETH: 'Ether',
  MATIC: 'MATIC',
  POL: 'POL',
  xDAI: 'xDAI',
  tBNB: 'BNB',
}

// id, name, native symbol, block explorer (https:// left out), testnet flag.
const ROWS: Row[] = [
  [5, 'Goerli', 'ETH', 'goerli.etherscan.io', 1],
  [11155111, 'Sepolia', 'ETH', 'sepolia.etherscan.io', 1],
  [10, 'OP Mainnet', 'ETH', 'optimistic.etherscan.io'],
  [420, 'Optimism Goerli', 'ETH', 'goerli-optimism.etherscan.io', 1],
  [421613, 'Arbitrum Goerli', 'ETH', 'goerli.arbiscan.io', 1],
  [137, 'Polygon', 'POL', 'polygonscan.com'],
  [80001, 'Polygon Mumbai', 'MATIC', 'mumbai.polygonscan.com', 1],
  [42220, 'Celo', 'CELO', 'celoscan.io'],
  [56, 'BNB Smart Chain', 'BNB', 'bscscan.com'],
  [97, 'BNB Smart Chain Testnet', 'tBNB', 'testnet.bscscan.com', 1],
  [43114, 'Avalanche', 'AVAX', 'snowtrace.io'],
  [43113, 'Avalanche Fuji', 'AVAX', 'testnet.snowtrace.io', 1],
  [324, 'ZKsync Era', 'ETH', 'explorer.zksync.io'],
  [280, 'zkSync Era Goerli', 'ETH', 'goerli.explorer.zksync.io', 1],
  [100, 'Gnosis', 'xDAI', 'gnosisscan.io'],
  [84531, 'Base Goerli', 'ETH', 'goerli.basescan.org', 1],
  [84532, 'Base Sepolia', 'ETH', 'sepolia.basescan.org', 1],
  [7777777, 'Zora', 'ETH', 'explorer.zora.energy'],
  [999, 'Zora Goerli', 'ETH', 'testnet.explorer.zora.energy', 1],
  [1313161554, 'Aurora', 'ETH', 'explorer.aurora.dev'],
  [1313161555, 'Aurora Testnet', 'ETH', 'explorer.testnet.aurora.dev', 1],
]

/**
 * The general list of EVM networks the modal knows by chain id (docs/behaviour.md#networks):
 * name, native currency and block explorer. None carries an RPC URL of its own: the modal reads
 * every one through the Blockchain API's RPC proxy unless the host names a URL. A chunk of its
 * own, loaded only when a `networks` attribute names a chain outside Base, Arbitrum and Ethereum.
 */
export const KNOWN_EVM_NETWORKS: readonly Network[] = [
  mainnet,
  base,
  arbitrum,
  ...ROWS.map(([id, name, symbol, explorer, testnet]) =>
    defineNetwork({
      id,
      name,
      nativeCurrency: { name: CURRENCY_NAMES[symbol] ?? symbol, symbol, decimals: 18 },
      rpcUrls: { default: { http: [] } },
      blockExplorers: { default: { name: `${name} explorer`, url: `https://${explorer}` } },
      ...(testnet ? { testnet: true } : {}),
    }),
  ),
]

/**
 * Puts the general list's definitions in place of the stand-ins of a built modal (same chain
 * ids, so RPC URLs and the wallet's chain still match); a chain the list does not know leaves,
 * and with none left the modal keeps the default network.
 */
export function upgradeNetworks(
  stores: {
    options: { networks: Network[] }
    chain: {
      namespaces: {
        eip155?: { requestedNetworks: Network[]; activeNetwork: Network | undefined } | undefined
      }
    }
  },
  known: readonly AnyNetwork[],
): void {
  const swap = (network: Network): Network[] => {
    if (!PROVISIONAL_NETWORKS.has(network)) return [network]
    const full = known.find(
      (entry): entry is Network => entry.chainNamespace !== 'solana' && entry.id === network.id,
    )
    return full ? [ref(full)] : []
  }
  const networks = stores.options.networks.flatMap(swap)
  stores.options.networks = networks.length > 0 ? networks : DEFAULT_NETWORKS.map((n) => ref(n))
  const eip155 = stores.chain.namespaces.eip155
  if (!eip155) return
  const active = eip155.activeNetwork?.id
  eip155.requestedNetworks = [...stores.options.networks]
  eip155.activeNetwork =
    eip155.requestedNetworks.find((network) => network.id === active) ?? eip155.requestedNetworks[0]
}
