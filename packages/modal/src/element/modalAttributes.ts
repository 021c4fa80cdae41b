import type { ModalOptions } from '../utils/resolveOptions'

/**
 * How `<w3m-modal>` reads one attribute into its options: `string` as written, `json` parsed,
 * `boolean` present unless "false", `networks` a list of chain ids, `siwx` a field of `siwx`.
 */
export type AttributeKind = 'string' | 'json' | 'boolean' | 'networks' | 'siwx'

/**
 * The one table of `<w3m-modal>`'s attributes: each attribute, the option it sets and how it is
 * read. The element's parsing (optionsFromElement.ts), its JSX type (elementTypes.ts) and the
 * attribute table of packages/modal/README.md (modalAttributeDocs.ts) come from it;
 * modalAttributes.test.ts fails when they drift.
 */
export const MODAL_ATTRIBUTES = {
  'project-id': ['projectId', 'string'],
  'theme-mode': ['themeMode', 'string'],
  locale: ['locale', 'string'],
  networks: ['networks', 'networks'],
  'blockchain-api-url': ['blockchainApiUrl', 'string'],
  'explorer-api-url': ['explorerApiUrl', 'string'],
  'secure-site-url': ['secureSiteUrl', 'string'],
  'relay-url': ['relayUrl', 'string'],
  'analytics-url': ['analyticsUrl', 'string'],
  'analytics-consent': ['analyticsConsent', 'boolean'],
  'rpc-urls': ['rpcUrls', 'json'],
  'theme-variables': ['themeVariables', 'json'],
  'featured-wallet-ids': ['featuredWalletIds', 'json'],
  features: ['features', 'json'],
  'siwx-statement': ['siwx', 'siwx'],
  'siwx-session-url': ['siwx', 'siwx'],
  'capture-email': ['siwx', 'siwx'],
  'solana-send-options': ['solanaSendOptions', 'json'],
} as const satisfies Record<string, readonly [keyof ModalOptions, AttributeKind]>

/** An attribute of `<w3m-modal>`. */
export type ModalAttributeName = keyof typeof MODAL_ATTRIBUTES

/** The values an attribute takes in JSX: its option's own values where they are words. */
type AttributeValues = {
  'theme-mode': NonNullable<ModalOptions['themeMode']>
  'analytics-consent': boolean | 'true' | 'false'
  'capture-email': '' | NonNullable<NonNullable<ModalOptions['siwx']>['captureEmail']>
}

/** Every attribute of `<w3m-modal>`, typed, for JSX (elementTypes.ts). */
export type ModalAttributeProps = {
  [K in ModalAttributeName]?: K extends keyof AttributeValues ? AttributeValues[K] : string
}
