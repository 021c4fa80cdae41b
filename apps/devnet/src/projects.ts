/**
 * The projects the devnet knows. The Blockchain API, the explorer API, the secure site's origin
 * check and the tests all read them from here, so a projectId means the same thing everywhere.
 */
export type DevnetProject = {
  projectId: string
  name: string
  /** Plan of `/appkit/v1/project-limits`. */
  limits: {
    tier: 'starter' | 'pro' | 'enterprise'
    isAboveRpcLimit: boolean
    isAboveMauLimit: boolean
  }
  /** Origins allowed to embed the modal and the secure frame; `*` matches one port or label. */
  allowedOrigins: string[]
  features: {
    email: boolean
    socials: Array<'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'>
    swap: boolean
    onramp: boolean
    activity: boolean
    multiWallet: boolean
  }
  isAnalyticsEnabled: boolean
  /** The verify stand-in's answer for this project's domains (`/projects/v1/verify`); VALID when absent. */
  domainValidation?: 'INVALID'
}

const ALL_SOCIALS: DevnetProject['features']['socials'] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]
const LOOPBACK_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*']
const ALL_FEATURES: DevnetProject['features'] = {
  email: true,
  socials: ALL_SOCIALS,
  swap: true,
  onramp: true,
  activity: true,
  multiWallet: true,
}

/** The demo's project: every feature, any loopback origin. */
export const DEMO_PROJECT_ID = '11111111111111111111111111111111'
/** A starter plan over its monthly-active-users limit: connecting shows UsageExceeded. */
export const STARTER_OVER_LIMIT_PROJECT_ID = '22222222222222222222222222222222'
/** Email and socials switched off in the project's config. */
export const NO_SOCIALS_PROJECT_ID = '33333333333333333333333333333333'
/** Allowed only on an origin that is not this machine's: the secure frame refuses (APKT002). */
export const FOREIGN_ORIGIN_PROJECT_ID = '44444444444444444444444444444444'
/** Its domains fail verification: the modal says 'Unverified Domain' (APKT005). */
export const UNVERIFIED_DOMAIN_PROJECT_ID = '55555555555555555555555555555555'

export const PROJECTS: readonly DevnetProject[] = [
  {
    projectId: DEMO_PROJECT_ID,
    name: 'w3m demo',
    limits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
    allowedOrigins: LOOPBACK_ORIGINS,
    features: ALL_FEATURES,
    isAnalyticsEnabled: true,
  },
  {
    projectId: STARTER_OVER_LIMIT_PROJECT_ID,
    name: 'starter over limit',
    limits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: true },
    allowedOrigins: LOOPBACK_ORIGINS,
    features: ALL_FEATURES,
    isAnalyticsEnabled: false,
  },
  {
    projectId: NO_SOCIALS_PROJECT_ID,
    name: 'no email or socials',
    limits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
    allowedOrigins: LOOPBACK_ORIGINS,
    features: { ...ALL_FEATURES, email: false, socials: [] },
    isAnalyticsEnabled: false,
  },
  {
    projectId: FOREIGN_ORIGIN_PROJECT_ID,
    name: 'foreign origin only',
    limits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
    allowedOrigins: ['https://app.example.com'],
    features: ALL_FEATURES,
    isAnalyticsEnabled: false,
  },
  {
    projectId: UNVERIFIED_DOMAIN_PROJECT_ID,
    name: 'unverified domain',
    limits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
    allowedOrigins: LOOPBACK_ORIGINS,
    features: ALL_FEATURES,
    isAnalyticsEnabled: false,
    domainValidation: 'INVALID',
  },
]

/** The project with this id, or undefined for an unknown one (the API answers APKT007). */
export function findProject(projectId: string | null | undefined): DevnetProject | undefined {
  return PROJECTS.find((project) => project.projectId === projectId)
}
