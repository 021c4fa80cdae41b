import type { AppkitConfig, ProjectLimits } from '@w3m/api-schemas'
import type { DevnetProject } from '../projects'

/** Providers the devnet's own swap and on-ramp stand in for. */
const SWAP_PROVIDERS = ['devnet-amm']
const ONRAMP_PROVIDERS = ['devnet-checkout']

/** The project's `/appkit/v1/config`: social_login lists 'email' first, then the socials. */
export function toAppkitConfig(project: DevnetProject): AppkitConfig {
  const { features } = project
  const logins = [...(features.email ? ['email'] : []), ...features.socials]
  return {
    features: [
      { id: 'social_login', isEnabled: logins.length > 0, config: logins },
      { id: 'swap', isEnabled: features.swap, config: features.swap ? SWAP_PROVIDERS : [] },
      { id: 'onramp', isEnabled: features.onramp, config: features.onramp ? ONRAMP_PROVIDERS : [] },
      { id: 'activity', isEnabled: features.activity, config: null },
      { id: 'multi_wallet', isEnabled: features.multiWallet, config: null },
    ],
  }
}

/** The project's `/appkit/v1/project-limits`. */
export function toProjectLimits(project: DevnetProject): ProjectLimits {
  return { planLimits: { ...project.limits } }
}
