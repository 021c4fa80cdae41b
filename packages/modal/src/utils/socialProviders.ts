// Apart from filterSocials: option checks need the list before the first click, the filter only after it.

/** Social providers of docs/behaviour.md#validation (farcaster has its own flow but is listed with them). */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const
/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
