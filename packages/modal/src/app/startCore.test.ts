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
})
