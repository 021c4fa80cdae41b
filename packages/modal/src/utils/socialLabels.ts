import type { SocialProvider } from './filterSocials'

/** How each social provider is named to visitors. */
export const SOCIAL_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
