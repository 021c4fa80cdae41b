import '../jitless'
// zod/mini, as wallet.ts: the modal loads these right after its first click.
import { z } from 'zod/mini'

/** Feature ids of `/appkit/v1/config`; the hosted service may add more, so ids stay open strings. */
export const APPKIT_FEATURE_IDS = [
  'social_login',
  'swap',
  'onramp',
  'activity',
  'multi_wallet',
] as const

/** One feature switch of a project; `config` lists providers (social_login: 'email' and socials). */
export const appkitFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.array(z.string()))),
})

/** Response of `GET /appkit/v1/config`. */
export const appkitConfigSchema = z.object({ features: z.array(appkitFeatureSchema) })

/** Response of `GET /appkit/v1/project-limits`; a 'starter' tier above a limit means usage exceeded. */
export const projectLimitsSchema = z.object({
  planLimits: z.object({
    tier: z.string(),
    isAboveRpcLimit: z.boolean(),
    isAboveMauLimit: z.boolean(),
  }),
})

/** Response of `GET /projects/v1/origins`. */
export const allowedOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) })

/** Response of `GET /projects/v1/verify`: whether the page's domain is verified for the project. */
export const domainVerificationSchema = z.object({
  validation: z.enum(['VALID', 'INVALID', 'UNKNOWN']),
})

/** Response of `GET /getAnalyticsConfig`. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** Error body of the explorer API: APKT008 for a missing projectId, APKT007 for an unknown one. */
export const explorerErrorSchema = z.object({ code: z.string(), message: z.string() })

/** One feature switch of `/appkit/v1/config`. */
export type AppkitFeature = z.infer<typeof appkitFeatureSchema>
/** A response of `/appkit/v1/config`. */
export type AppkitConfig = z.infer<typeof appkitConfigSchema>
/** A response of `/appkit/v1/project-limits`. */
export type ProjectLimits = z.infer<typeof projectLimitsSchema>
/** A response of `/projects/v1/origins`. */
export type AllowedOrigins = z.infer<typeof allowedOriginsSchema>
/** A response of `/getAnalyticsConfig`. */
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>
/** An error body of the explorer API. */
export type ExplorerError = z.infer<typeof explorerErrorSchema>
