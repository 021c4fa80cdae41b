import {
  type AnyNetwork,
  arbitrum,
  base,
  mainnet,
  parseNetworkList,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '../utils/networks'
import type { ModalOptions } from '../utils/resolveOptions'

/** Networks an attribute can name by chain id. */
const KNOWN_NETWORKS: readonly AnyNetwork[] = [
  base,
  arbitrum,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
]

/** Attributes `<w3m-modal>` reads (kebab-case of the options). */
export const MODAL_ATTRIBUTES = [
  'project-id',
  'theme-mode',
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
export function optionsFromElement(element: Element): ModalOptions {
  const attr = (name: string) => element.getAttribute(name) ?? undefined
  const ids = attr('networks')
  const networks = ids
    ? parseNetworkList(ids).flatMap((id) =>
        KNOWN_NETWORKS.filter((network) =>
          typeof id === 'number' ? network.id === id : network.caipNetworkId === id,
        ),
      )
    : undefined
  const options: Record<string, unknown> = {
    projectId: attr('project-id'),
    themeMode: attr('theme-mode'),
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
