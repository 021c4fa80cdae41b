/** Images fetched ahead of their `<img>`, held until they settle (an Image dropped early may stop). */
const warming = new Set<HTMLImageElement>()

/**
 * Starts fetching `urls` now, into the browser's image cache, where the `<img>` that later shows
 * one finds it. Does nothing where there are no images (a server, a test without a DOM).
 */
export function warmImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return
  for (const url of urls) {
    const image = new Image()
    const settle = () => warming.delete(image)
    image.onload = settle
    image.onerror = settle
    warming.add(image)
    image.src = url
  }
}

/**
 * Resolves once every image still being warmed has loaded and been decoded, or has failed: at
 * once when none is. Its own function, apart from `warmImages`, so that a first load that warms
 * images and never waits for them (the headless entry's) holds none of it.
 */
export function imagesWarmed(): Promise<unknown> {
  return Promise.all([...warming].map((image) => image.decode().catch(() => undefined)))
}
