import {
  type AnyNetwork,
  arbitrum,
  base,
  defineNetwork,
  mainnet,
  type Network,
  PROVISIONAL_NETWORKS,
  parseNetworkList,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../utils/networks'
import type { ModalOptions } from '../utils/resolveOptions'

/**
 * Networks an attribute can name by chain id before the general list (utils/knownNetworks.ts, a
 * lazy chunk) has loaded: the defaults and the Solana clusters.
 */
export const FIRST_LOAD_NETWORKS: readonly AnyNetwork[] = [
  base,
  arbitrum,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
]

/** The EVM chain ids the `networks` attribute names that the first-load networks do not know. */
export function unknownNetworkIds(element: Element): number[] {
  const ids = element.getAttribute('networks')
  if (!ids) return []
  return parseNetworkList(ids).filter(
    (id): id is number =>
      typeof id === 'number' && !FIRST_LOAD_NETWORKS.some((network) => network.id === id),
  )
}

/** A stand-in for chain `id` (named by its id) until the general list gives its definition. */
function provisionalNetwork(id: number): Network {
  const network = defineNetwork({
    id,
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  })
  PROVISIONAL_NETWORKS.add(network)
  return network
}

/**
 * Every network an attribute can name (the general EVM list and Solana), and `upgradeNetworks`
 * for a modal built before it: one chunk, loaded on demand.
 */
export async function loadKnownNetworks(): Promise<{
  networks: readonly AnyNetwork[]
  upgradeNetworks: typeof import('../utils/knownNetworks')['upgradeNetworks']
}> {
  const { KNOWN_EVM_NETWORKS, upgradeNetworks } = await import('../utils/knownNetworks')
  return { networks: [...KNOWN_EVM_NETWORKS, solana, solanaDevnet, solanaTestnet], upgradeNetworks }
}

/** Attributes `<w3m-modal>` reads (kebab-case of the options). */
export const MODAL_ATTRIBUTES = [
  'project-id',
  'theme-mode',
  'locale',
  'networks',
  'blockchain-api-url',
  'explorer-api-url',
  'secure-site-url',
  'relay-url',
  'analytics-url',
  'analytics-consent',
  'rpc-urls',
  'theme-variables',
  'featured-wallet-ids',
  'features',
  'siwx-statement',
  'siwx-session-url',
  'capture-email',
  'solana-send-options',
] as const

function json(element: Element, name: string): unknown {
  const raw = element.getAttribute(name)
  if (!raw) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    // resolveOptions reports the bad value with the attribute's name.
    return `invalid JSON in ${name}`
  }
}

/**
 * The options an element's attributes describe; `networks="8453,42161,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"`
 * picks known networks by EVM id or Solana CAIP-2 id.
 */
export function optionsFromElement(element: Element, known?: readonly AnyNetwork[]): ModalOptions {
  // Before the general list has loaded, a chain only it knows gets a stand-in (utils/knownNetworks.ts, `upgradeNetworks`).
  const list = known ?? FIRST_LOAD_NETWORKS
  const attr = (name: string) => element.getAttribute(name) ?? undefined
  const ids = attr('networks')
  const networks = ids
    ? parseNetworkList(ids).flatMap((id) => {
        const found = list.filter((network) =>
          typeof id === 'number' ? network.id === id : network.caipNetworkId === id,
        )
        return found.length > 0 || known || typeof id !== 'number'
          ? found
          : [provisionalNetwork(id)]
      })
    : undefined
  const options: Record<string, unknown> = {
    projectId: attr('project-id'),
    themeMode: attr('theme-mode'),
    locale: attr('locale'),
    networks,
    blockchainApiUrl: attr('blockchain-api-url'),
    explorerApiUrl: attr('explorer-api-url'),
    secureSiteUrl: attr('secure-site-url'),
    relayUrl: attr('relay-url'),
    analyticsUrl: attr('analytics-url'),
    // A boolean attribute: present is consent, but for an explicit "false".
    analyticsConsent: element.hasAttribute('analytics-consent')
      ? attr('analytics-consent') !== 'false'
      : undefined,
    rpcUrls: json(element, 'rpc-urls'),
    themeVariables: json(element, 'theme-variables'),
    featuredWalletIds: json(element, 'featured-wallet-ids'),
    features: json(element, 'features'),
    solanaSendOptions: json(element, 'solana-send-options'),
    // Present (even empty) turns sign-in-with-X on; its text is the message's statement.
    siwx: siwxFromElement(element),
  }
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as ModalOptions
}

/**
 * `siwx-statement` (present, even empty, turns sign-in-with-X on), `siwx-session-url`, and
 * `capture-email` (empty or 'optional': Skip allowed; 'required'), which also turns it on.
 */
function siwxFromElement(element: Element): ModalOptions['siwx'] {
  const statement = element.getAttribute('siwx-statement')
  const sessionUrl = element.getAttribute('siwx-session-url')
  const capture = element.getAttribute('capture-email')
  if (statement === null && sessionUrl === null && capture === null) return undefined
  return {
    ...(statement ? { statement } : {}),
    ...(sessionUrl ? { sessionUrl } : {}),
    ...(capture === null
      ? {}
      : { captureEmail: (capture || 'optional') as 'optional' | 'required' }),
  }
}
