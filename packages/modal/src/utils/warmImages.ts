/** Images fetched ahead of their `<img>`, held until they settle (an Image dropped early may stop). */
const warming = new Set<HTMLImageElement>()
/** Who waits for every image being warmed to settle. */
const waiting = new Set<() => void>()

/**
 * Starts fetching `urls` now, into the browser's image cache, where the `<img>` that later shows
 * one finds it. Does nothing where there are no images (a server, a test without a DOM).
 */
export function warmImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    const image = new Image()
    const settle = () => {
      warming.delete(image)
      if (warming.size > 0) return
      for (const resolve of waiting) resolve()
      waiting.clear()
    }
    image.onload = settle
    image.onerror = settle
    warming.add(image)
    image.src = url
  }
}

/** Resolves once every image being warmed has loaded or failed: at once when none is. */
export function imagesWarmed(): Promise<void> {
  if (warming.size === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.add(resolve))
}
