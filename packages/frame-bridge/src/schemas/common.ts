import './jitless'
import * as z from 'zod/mini'

/** A chain id as the frame sends it: a number (8453) or a string ('8453', 'eip155:8453'). */
export const chainIdSchema = z.union([z.string(), z.number()])

/** Chain namespaces an RPC request may name (docs/wire.md#frame-messages). */
export const chainNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])

/** Social providers (docs/behaviour.md#validation). */
export const socialProviderSchema = z.enum([
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
])

/** Account types a user may hold. */
export const accountTypeSchema = z.enum(['eoa', 'smartAccount'])

/** A valid email, with the documented warning as its message (docs/behaviour.md#validation). */
export const emailSchema = z.email('Please enter a valid email address')

/** A 0x-prefixed hex string (call `to` and `data`). */
export const hexSchema = z.string().check(z.startsWith('0x', 'must start with 0x'))

/** Sign-in-with-X message (docs/wire.md#frame-messages). */
export const siwxMessageSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  serializedMessage: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
})

/** The user a connect or GET_USER reply describes (docs/wire.md#frame-messages). */
export const userResultSchema = z.object({
  email: z.optional(z.nullable(z.string())),
  address: z.string(),
  chainId: chainIdSchema,
  accounts: z.optional(z.array(z.object({ address: z.string(), type: accountTypeSchema }))),
  userName: z.optional(z.nullable(z.string())),
  preferredAccountType: z.optional(z.string()),
  signature: z.optional(z.string()),
  message: z.optional(z.string()),
  siwxMessage: z.optional(siwxMessageSchema),
})

/** Theme variables: CSS-ish values keyed by name. */
const themeVariablesSchema = z.record(z.string(), z.union([z.string(), z.number()]))

/** SYNC_THEME payload. */
export const syncThemeSchema = z.object({
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(themeVariablesSchema),
  w3mThemeVariables: z.optional(themeVariablesSchema),
})

/** SYNC_DAPP_DATA payload. */
export const syncDappDataSchema = z.object({
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  sdkVersion: z.optional(z.string()),
  sdkType: z.optional(z.string()),
  projectId: z.string(),
})
