import { afterEach, describe, expect, it, vi } from 'vitest'

/** An Image stand-in whose load and decode the test settles by hand. */
class FakeImage {
  static made: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  decoded: { resolve: () => void; reject: (error: Error) => void } | undefined
  constructor() {
    FakeImage.made.push(this)
  }
  decode() {
    return new Promise<void>((resolve, reject) => (this.decoded = { resolve, reject }))
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
  FakeImage.made = []
})

const settles = (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  return () => done
}

describe('warmImages', () => {
  it('fetches each image ahead, and imagesWarmed waits until every one has loaded or failed', async () => {
    vi.stubGlobal('Image', FakeImage)
    const { imagesWarmed, warmImages } = await import('./warmImages')
    await expect(imagesWarmed()).resolves.toBeDefined()
    warmImages(['https://img.test/a.png', 'https://img.test/b.png'])
    expect(FakeImage.made.map((image) => image.src)).toEqual([
      'https://img.test/a.png',
      'https://img.test/b.png',
    ])
    const warmed = settles(imagesWarmed())
    FakeImage.made[0]?.decoded?.resolve()
    await Promise.resolve()
    expect(warmed()).toBe(false)
    // A failed image settles too: the row shows its stand-in icon instead.
    FakeImage.made[1]?.decoded?.reject(new Error('EncodingError'))
    await vi.waitFor(() => expect(warmed()).toBe(true))
  })

  it('leaves out the images already settled', async () => {
    vi.stubGlobal('Image', FakeImage)
    const { imagesWarmed, warmImages } = await import('./warmImages')
    warmImages(['https://img.test/a.png'])
    FakeImage.made[0]?.onload?.()
    await expect(imagesWarmed()).resolves.toEqual([])
  })

  it('does nothing where there are no images', async () => {
    vi.stubGlobal('Image', undefined)
    const { imagesWarmed, warmImages } = await import('./warmImages')
    warmImages(['https://img.test/a.png'])
    await expect(imagesWarmed()).resolves.toEqual([])
  })
})
