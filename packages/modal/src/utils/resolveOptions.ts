import { z } from 'zod'
import { InvalidOptionsError, SdkError } from '../errors/errors'
import { SOCIAL_PROVIDERS } from './filterSocials'
import { DEFAULT_NETWORKS, hostedRpcUrl, type Network } from './networks'

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
}

const urlSchema = z.string().url()
const featuresSchema = z
  .object({
    email: z.boolean().default(true),
    socials: z
      .union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)])
      .default([...SOCIAL_PROVIDERS]),
    pay: z.boolean().default(false),
    analytics: z.boolean().default(true),
    multiWallet: z.boolean().default(false),
  })
  .default({
    email: true,
    socials: [...SOCIAL_PROVIDERS],
    pay: false,
    analytics: true,
    multiWallet: false,
  })

const optionsSchema = z.object({
  projectId: z.string().optional(),
  themeMode: z.enum(['light', 'dark', 'system']).default('system'),
  themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  metadata: z
    .object({
      name: z.string(),
      description: z.string().default(''),
      url: z.string().default(''),
      icons: z.array(z.string()).default([]),
    })
    .optional(),
  features: featuresSchema,
  featuredWalletIds: z.array(z.string()).default([]),
  blockchainApiUrl: urlSchema.optional(),
  explorerApiUrl: urlSchema.optional(),
  secureSiteUrl: urlSchema.optional(),
  relayUrl: urlSchema.optional(),
  analyticsUrl: urlSchema.optional(),
  rpcUrls: z.record(z.string(), urlSchema).default({}),
})

/** What a host passes to `createModal` (or sets by attributes on `<w3m-modal>`). */
export type ModalOptions = Omit<z.input<typeof optionsSchema>, 'themeVariables'> & {
  networks?: readonly Network[]
  themeVariables?: ThemeVariables
  /** A host app's own wagmi config; the modal then uses its connectors and transports. */
  wagmiConfig?: unknown
}

/** Options with every default filled in and every URL resolved. */
export type ResolvedOptions = Omit<
  z.output<typeof optionsSchema>,
  'rpcUrls' | 'themeVariables' | 'features'
> & {
  projectId: string
  networks: Network[]
  themeVariables: ThemeVariables
  features: Omit<z.output<typeof featuresSchema>, 'socials'> & {
    socials: (typeof SOCIAL_PROVIDERS)[number][]
  }
  blockchainApiUrl: string
  explorerApiUrl: string
  secureSiteUrl: string
  relayUrl: string
  analyticsUrl: string
  rpcUrls: Record<number, string>
}

/** Validates options at the boundary: APKT008 without a projectId, APKT002 for anything malformed. */
export function resolveOptions(options: ModalOptions): ResolvedOptions {
  const { networks, wagmiConfig: _wagmiConfig, ...rest } = options
  if (!rest.projectId) throw new SdkError('APKT008', { details: 'createModal needs a projectId' })
  const parsed = optionsSchema.safeParse(rest)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidOptionsError({ details: `${issue?.path.join('.')}: ${issue?.message}` })
  }
  const value = parsed.data
  const list = networks && networks.length > 0 ? [...networks] : [...DEFAULT_NETWORKS]
  const blockchainApiUrl = value.blockchainApiUrl ?? HOSTED_URLS.blockchainApiUrl
  const rpcUrls: Record<number, string> = {}
  for (const network of list) {
    rpcUrls[network.id] =
      value.rpcUrls[String(network.id)] ??
      hostedRpcUrl(blockchainApiUrl, network.id, rest.projectId)
  }
  return {
    ...value,
    projectId: rest.projectId,
    networks: list,
    themeVariables: value.themeVariables as ThemeVariables,
    features: {
      ...value.features,
      socials: value.features.socials === false ? [] : value.features.socials,
    },
    blockchainApiUrl,
    explorerApiUrl: value.explorerApiUrl ?? HOSTED_URLS.explorerApiUrl,
    secureSiteUrl: value.secureSiteUrl ?? HOSTED_URLS.secureSiteUrl,
    relayUrl: value.relayUrl ?? HOSTED_URLS.relayUrl,
    analyticsUrl: value.analyticsUrl ?? HOSTED_URLS.analyticsUrl,
    rpcUrls,
  }
}
