import type { Platform } from './platform'
import { SOCIAL_PROVIDERS, type SocialProvider } from './socialProviders'

export { SOCIAL_PROVIDERS, type SocialProvider }

/** Which socials a platform drops. Telegram's in-app browser cannot complete these popups (docs/behaviour.md#views). */
export function filterSocials(
  socials: readonly SocialProvider[],
  platform: Platform,
): SocialProvider[] {
  const dropped = new Set<SocialProvider>()
  if (platform.telegram && platform.os === 'ios') dropped.add('google')
  if (platform.telegram && platform.os === 'mac') dropped.add('x')
  if (platform.telegram && platform.os === 'android') {
    dropped.add('facebook')
    dropped.add('x')
  }
  if (platform.mobile) dropped.add('facebook')
  return socials.filter((social) => !dropped.has(social))
}

/** The sign-in options Connect offers. */
export type LoginOptions = { email: boolean; socials: SocialProvider[] }

/** The pay feature turns email and socials off; otherwise project and options both must allow them (docs/behaviour.md#wallet-lists). */
export function loginOptions(parameters: {
  email: boolean
  socials: readonly SocialProvider[]
  pay: boolean
  platform: Platform
}): LoginOptions {
  if (parameters.pay) return { email: false, socials: [] }
  return {
    email: parameters.email,
    socials: filterSocials(parameters.socials, parameters.platform),
  }
}

/**
 * Connect's sign-in options from the modal's features and the project's (allowed while the
 * explorer has not answered): for Connect and for the dialog's shell, which draws the same boxes.
 */
export function connectLoginOptions(
  features: { email: boolean; socials: readonly SocialProvider[]; pay: boolean },
  remote: { email?: boolean; socials?: readonly SocialProvider[] } | undefined,
  platform: Platform,
): LoginOptions {
  return loginOptions({
    email: features.email && (remote?.email ?? true),
    socials: features.socials.filter((social) => remote?.socials?.includes(social) ?? true),
    pay: features.pay,
    platform,
  })
}
