import { InvalidOptionsError, SdkError } from '../errors/sdkError'
import {
  type AnyNetwork,
  type ConnectableNamespace,
  DEFAULT_NETWORKS,
  hostedRpcUrl,
  type Network,
  type SolanaNetwork,
} from './networks'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders'
import { resolveSolanaSendOptions, type SolanaSendOptions } from './solanaSendOptions'

/** Hosted services a modal reaches when only a projectId is given. */
export const HOSTED_URLS = {
  blockchainApiUrl: 'https://rpc.walletconnect.org',
  explorerApiUrl: 'https://api.web3modal.org',
  secureSiteUrl: 'https://secure.walletconnect.org/sdk',
  relayUrl: 'wss://relay.walletconnect.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
} as const

/** CSS custom properties a host may set (`--w3m-accent`, ...). */
export type ThemeVariables = {
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-family'?: string
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  /** Any design token of packages/modal/README.md#theming (spacing, radii, type, colours). */
  [token: `--w3m-${string}`]: string | number | undefined
}

/** Feature switches of the host (the project's remote config can only narrow them). */
export type Features = {
  email: boolean
  socials: SocialProvider[]
  pay: boolean
  analytics: boolean
  multiWallet: boolean
}

/** App metadata shown to wallets. */
export type Metadata = { name: string; description: string; url: string; icons: string[] }

/** What a host passes to `createModal` (or sets by attributes on `<w3m-modal>`). */
export type ModalOptions = {
  projectId?: string | undefined
  /** EVM networks and Solana networks, in the host's order; the first one starts active. */
  networks?: readonly AnyNetwork[] | undefined
  themeMode?: 'light' | 'dark' | 'system' | undefined
  /** The language of the modal's words (`'de'`); the browser's languages when unset (docs/behaviour.md#locale). */
  locale?: string | undefined
  themeVariables?: ThemeVariables | undefined
  metadata?: Partial<Metadata> & { name: string }
  features?: Partial<Omit<Features, 'socials'>> & { socials?: SocialProvider[] | false }
  featuredWalletIds?: string[] | undefined
  blockchainApiUrl?: string | undefined
  explorerApiUrl?: string | undefined
  secureSiteUrl?: string | undefined
  relayUrl?: string | undefined
  analyticsUrl?: string | undefined
  /**
   * The visitor agreed to analytics (the host asks, e.g. in its cookie banner). Off unless set:
   * without it no event or error report leaves the page, whatever the analytics feature says.
   */
  analyticsConsent?: boolean | undefined
  /**
   * RPC URL per network: EVM chain id or Solana CAIP-2 id (`solana:5eykt…`) as the key; defaults to
   * the Blockchain API's RPC proxy.
   */
  rpcUrls?: Record<number | string, string> | undefined
  /** How long the secure frame may take to announce READY (20 s unless set; tests shorten it) (docs/behaviour.md#limits). */
  frameReadyTimeoutMs?: number | undefined
  /** How long a Blockchain API or explorer call may take (10 s unless set; tests shorten it) (docs/behaviour.md#limits). */
  apiTimeoutMs?: number | undefined
  /**
   * How long a send waits for its receipt before it shows as pending (180 s unless set; tests
   * shorten it). A pending send is still watched (docs/behaviour.md#slow-receipt).
   */
  receiptTimeoutMs?: number | undefined
  /** Sign in with X: a connected visitor signs a message before the connection counts. */
  siwx?: SiwxOptions | undefined
  /** A host app's own wagmi config; the modal then uses its connectors and transports. */
  wagmiConfig?: unknown
  /**
   * How Solana sends go to the cluster: skipPreflight, preflightCommitment (processed, confirmed,
   * finalized, recent, single, singleGossip, root, max), maxRetries, minContextSlot.
   */
  solanaSendOptions?: SolanaSendOptions | undefined
}

/** Sign in with X (packages/modal/README.md#sign-in-with-x). */
export type SiwxOptions = {
  /** The message's statement. */
  statement?: string | undefined
  /**
   * The sign-in session service (docs/wire.md#sign-in-sessions): it gives the nonce, verifies the
   * signature and keeps the session. Without it the signed message stays in this browser only.
   * Defaults to `{explorerApiUrl}/auth/v1` when `captureEmail` is set.
   */
  sessionUrl?: string | undefined
  /**
   * After signing in, ask for the visitor's email (DataCapture) and keep it with the session:
   * 'optional' offers Skip, 'required' does not.
   */
  captureEmail?: 'optional' | 'required' | undefined
}

/** Options with every default filled in and every URL resolved. */
export type ResolvedOptions = {
  projectId: string
  /** The EVM networks. */
  networks: Network[]
  /** The Solana networks. */
  solanaNetworks: SolanaNetwork[]
  /** The namespace of the first network listed: the one active before any connection. */
  defaultNamespace: ConnectableNamespace
  themeMode: 'light' | 'dark' | 'system'
  /** The requested locale; may change while the modal lives (`<w3m-modal locale>`). */
  locale?: string | undefined
  themeVariables: ThemeVariables
  metadata: Metadata | undefined
  features: Features
  featuredWalletIds: string[]
  blockchainApiUrl: string
  explorerApiUrl: string
  secureSiteUrl: string
  relayUrl: string
  analyticsUrl: string
  analyticsConsent: boolean
  /** By EVM chain id and by Solana CAIP-2 id. */
  rpcUrls: Record<number | string, string>
  frameReadyTimeoutMs?: number | undefined
  apiTimeoutMs?: number | undefined
  receiptTimeoutMs?: number | undefined
  siwx?:
    | { statement: string; sessionUrl?: string; captureEmail?: 'optional' | 'required' }
    | undefined
  /** Checked; empty when not given. */
  solanaSendOptions: SolanaSendOptions
}

const DEFAULT_FEATURES: Features = {
  email: true,
  socials: [...SOCIAL_PROVIDERS],
  pay: false,
  analytics: true,
  multiWallet: false,
}

function fail(path: string, message: string): never {
  throw new InvalidOptionsError({ details: `${path}: ${message}` })
}

function url(
  path: string,
  value: unknown,
  schemes: readonly string[] = ['http:', 'https:'],
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string') fail(path, 'expected a URL string')
  try {
    const parsed = new URL(value)
    if (!schemes.includes(parsed.protocol)) fail(path, `expected ${schemes.join(' or ')} URL`)
  } catch (error) {
    if (error instanceof InvalidOptionsError) throw error
    fail(path, `invalid URL "${value}"`)
  }
  return value.replace(/\/$/, '')
}

function stringList(path: string, value: unknown): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string'))
    fail(path, 'expected a list of strings')
  return value
}

function features(value: ModalOptions['features'] | unknown): Features {
  if (value === undefined) return { ...DEFAULT_FEATURES }
  if (typeof value !== 'object' || value === null) fail('features', 'expected an object')
  const input = value as Record<string, unknown>
  const flag = (name: 'email' | 'pay' | 'analytics' | 'multiWallet') => {
    const raw = input[name]
    if (raw === undefined) return DEFAULT_FEATURES[name]
    if (typeof raw !== 'boolean') fail(`features.${name}`, 'expected true or false')
    return raw
  }
  const socials = input.socials
  let list: SocialProvider[] = [...DEFAULT_FEATURES.socials]
  if (socials === false) list = []
  else if (socials !== undefined) {
    const entries = stringList('features.socials', socials)
    const unknown = entries.find(
      (entry) => !(SOCIAL_PROVIDERS as readonly string[]).includes(entry),
    )
    if (unknown)
      fail(
        'features.socials',
        `unknown provider "${unknown}" (one of ${SOCIAL_PROVIDERS.join(', ')})`,
      )
    list = entries as SocialProvider[]
  }
  return {
    email: flag('email'),
    socials: list,
    pay: flag('pay'),
    analytics: flag('analytics'),
    multiWallet: flag('multiWallet'),
  }
}

/**
 * Validates options at the boundary: APKT008 without a projectId, APKT002 (with the field named)
 * for anything malformed. Hand-written rather than zod: it runs before the first click, where
 * every kilobyte counts against the budget.
 */
export function resolveOptions(options: ModalOptions): ResolvedOptions {
  if (!options.projectId)
    throw new SdkError('APKT008', { details: 'createModal needs a projectId' })
  if (typeof options.projectId !== 'string') fail('projectId', 'expected a string')
  const themeMode = options.themeMode ?? 'system'
  if (!['light', 'dark', 'system'].includes(themeMode))
    fail('themeMode', 'expected light, dark or system')
  const themeVariables = options.themeVariables ?? {}
  if (typeof themeVariables !== 'object') fail('themeVariables', 'expected an object')
  const listed: AnyNetwork[] =
    options.networks && options.networks.length > 0 ? [...options.networks] : [...DEFAULT_NETWORKS]
  const networks = listed.filter(
    (network): network is Network => network.chainNamespace !== 'solana',
  )
  const solanaNetworks = listed.filter(
    (network): network is SolanaNetwork => network.chainNamespace === 'solana',
  )
  const blockchainApiUrl =
    url('blockchainApiUrl', options.blockchainApiUrl) ?? HOSTED_URLS.blockchainApiUrl
  const rpcInput = options.rpcUrls ?? {}
  if (typeof rpcInput !== 'object') fail('rpcUrls', 'expected an object of chain id to URL')
  const rpcUrls: Record<number | string, string> = {}
  for (const network of solanaNetworks) {
    const id = network.caipNetworkId
    rpcUrls[id] =
      url(`rpcUrls.${id}`, (rpcInput as Record<string, unknown>)[id]) ??
      hostedRpcUrl(blockchainApiUrl, id, options.projectId)
  }
  for (const network of networks) {
    const own = url(
      `rpcUrls.${network.id}`,
      (rpcInput as Record<string, unknown>)[String(network.id)],
    )
    rpcUrls[network.id] = own ?? hostedRpcUrl(blockchainApiUrl, network.id, options.projectId)
  }
  const metadata = options.metadata
  if (
    metadata !== undefined &&
    (typeof metadata !== 'object' || typeof metadata.name !== 'string')
  ) {
    fail('metadata.name', 'expected a string')
  }
  for (const key of ['frameReadyTimeoutMs', 'apiTimeoutMs', 'receiptTimeoutMs'] as const) {
    const ms = options[key]
    if (ms !== undefined && !(Number.isInteger(ms) && ms > 0))
      fail(key, 'expected a positive whole number of milliseconds')
  }
  const consent = options.analyticsConsent ?? false
  if (typeof consent !== 'boolean') fail('analyticsConsent', 'expected true or false')
  const explorerApiUrl = url('explorerApiUrl', options.explorerApiUrl) ?? HOSTED_URLS.explorerApiUrl
  const siwx = resolveSiwx(options.siwx, explorerApiUrl)
  return {
    projectId: options.projectId,
    networks,
    solanaNetworks,
    defaultNamespace: listed[0]?.chainNamespace === 'solana' ? 'solana' : 'eip155',
    themeMode,
    locale: options.locale,
    themeVariables,
    metadata: metadata
      ? {
          name: metadata.name,
          description: metadata.description ?? '',
          url: metadata.url ?? '',
          icons: metadata.icons ?? [],
        }
      : undefined,
    features: features(options.features),
    featuredWalletIds: stringList('featuredWalletIds', options.featuredWalletIds),
    blockchainApiUrl,
    explorerApiUrl,
    secureSiteUrl: url('secureSiteUrl', options.secureSiteUrl) ?? HOSTED_URLS.secureSiteUrl,
    relayUrl: url('relayUrl', options.relayUrl, ['ws:', 'wss:']) ?? HOSTED_URLS.relayUrl,
    analyticsUrl: url('analyticsUrl', options.analyticsUrl) ?? HOSTED_URLS.analyticsUrl,
    analyticsConsent: consent,
    rpcUrls,
    frameReadyTimeoutMs: options.frameReadyTimeoutMs,
    apiTimeoutMs: options.apiTimeoutMs,
    receiptTimeoutMs: options.receiptTimeoutMs,
    siwx,
    solanaSendOptions: resolveSolanaSendOptions(options.solanaSendOptions),
  }
}

function resolveSiwx(siwx: ModalOptions['siwx'], explorerApiUrl: string): ResolvedOptions['siwx'] {
  if (siwx === undefined) return undefined
  if (typeof siwx !== 'object' || siwx === null) fail('siwx', 'expected an object')
  const { captureEmail } = siwx
  if (captureEmail !== undefined && captureEmail !== 'optional' && captureEmail !== 'required')
    fail('siwx.captureEmail', "expected 'optional' or 'required'")
  const sessionUrl =
    url('siwx.sessionUrl', siwx.sessionUrl) ??
    (captureEmail ? `${explorerApiUrl}/auth/v1` : undefined)
  return {
    statement: siwx.statement ?? 'Sign in to continue.',
    ...(sessionUrl ? { sessionUrl } : {}),
    ...(captureEmail ? { captureEmail } : {}),
  }
}
