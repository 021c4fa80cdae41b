import type { Core } from '../core/createCore'

/** An image that fails to decode: the explorer's answer for a key it has no image of. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA'

/** Keys the stories' explorer has no image of, as the devnet's (its DEV token, a made-up fiat). */
const UNLISTED = new Set(['DEV', 'XYZ'])

/** An inline square with the key's first letters, coloured by the key: no request. */
function inlineImage(key: string): string {
  const hue = [...key].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0) * 37, 0) % 360
  const text = key.replace(/[^A-Za-z0-9]/g, '').slice(0, 3)
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48"><rect width="48" height="48" rx="24" fill="hsl(${hue} 60% 40%)"/><text x="24" y="29" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`
}

const image = (key: string) => (UNLISTED.has(key.toUpperCase()) ? BROKEN_IMAGE : inlineImage(key))

/**
 * Points a story core's explorer image URLs (docs/wire.md#explorer-images) at inline images, so
 * stories reach no network; the devnet's unlisted keys fail as they do there. Idempotent.
 */
export function useStoryImages(core: Core): void {
  core.imageUrl = (kind, key) =>
    image(kind === 'token' || kind === 'currency' ? key.toUpperCase() : key)
}
