import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { startCore } from './startCore'

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A core whose explorer never answers, counting Connect's wallet calls. */
function core() {
  const getWallets = vi.fn(() => new Promise<never>(() => {}))
  const test = createTestCore({
    explorer: { getWallets },
    options: { networks: [] },
    offline: true,
  })
  return { core: test, getWallets }
}

const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

describe('startCore', () => {
  it("asks the explorer for Connect's wallets at once when the modal was opened before it started (its chunk comes with the first open)", () => {
    const { core: test, getWallets } = core()
    test.stores.modal.open = true
    stops.push(startCore(test, { light: true }))
    expect(getWallets).toHaveBeenCalled()
  })

  it('asks only once the frame that paints an open made after it started has passed', async () => {
    const { core: test, getWallets } = core()
    stops.push(startCore(test, { light: true }))
    test.stores.modal.open = true
    await Promise.resolve()
    expect(getWallets).not.toHaveBeenCalled()
    await frame()
    expect(getWallets).toHaveBeenCalled()
  })

  it("asks for Connect's wallets before the project's plan, features and origins (each request's start takes the main thread a while)", () => {
    const calls: string[] = []
    const never = (name: string) =>
      vi.fn(() => {
        calls.push(name)
        return new Promise<never>(() => {})
      })
    const test = createTestCore({
      explorer: {
        getWallets: never('getWallets'),
        getProjectLimits: never('getProjectLimits'),
        getProjectConfig: never('getProjectConfig'),
        isOriginAllowed: never('isOriginAllowed'),
      },
      options: { networks: [] },
      offline: true,
    })
    test.stores.modal.open = true
    stops.push(startCore(test, { light: true }))
    expect(calls[0]).toBe('getWallets')
    expect(calls).toEqual(
      expect.arrayContaining(['getProjectLimits', 'getProjectConfig', 'isOriginAllowed']),
    )
  })
})
