import { proxy } from 'valtio/vanilla'
import type { SocialProvider } from '../utils/filterSocials'

/** The plan of docs/behaviour.md#state. */
export type Plan = {
  tier: string
  hasExceededUsageLimit: boolean
  limits: { isAboveRpcLimit: boolean; isAboveMauLimit: boolean }
}

/** What the explorer says about the project: its features and plan. */
export type ProjectState = {
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** Features from `/appkit/v1/config`, when fetched. */
  remoteFeatures: { email?: boolean; socials?: SocialProvider[]; multiWallet?: boolean } | undefined
  plan: Plan | undefined
  /** The project's allowed origins do not include this page's (APKT002). */
  originRefused: boolean
  /** The project's analytics switch from `/getAnalyticsConfig`; undefined until it answers. */
  analyticsEnabled: boolean | undefined
}

/** Not fetched. */
export const DEFAULT_PROJECT_STATE: Readonly<ProjectState> = Object.freeze({
  status: 'idle',
  remoteFeatures: undefined,
  plan: undefined,
  originRefused: false,
  analyticsEnabled: undefined,
} satisfies ProjectState)

/** A fresh project store. */
export function createProjectStore() {
  return proxy<ProjectState>(structuredClone(DEFAULT_PROJECT_STATE) as ProjectState)
}

/** The project store type. */
export type ProjectStore = ReturnType<typeof createProjectStore>

/** A starter plan over its MAU or RPC limit counts as usage exceeded (docs/behaviour.md#plans). */
export function isUsageExceeded(plan: Plan | undefined): boolean {
  if (!plan) return false
  if (plan.hasExceededUsageLimit) return true
  return plan.tier === 'starter' && (plan.limits.isAboveMauLimit || plan.limits.isAboveRpcLimit)
}
