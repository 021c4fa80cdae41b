import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../actions/router'
import { createTestCore } from '../testing/createTestCore'
import { startModalCore } from './startModalCore'

const startCore = vi.hoisted(() => vi.fn(() => () => {}))
vi.mock('./startCore', () => ({ startCore }))

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  startCore.mockClear()
  vi.useRealTimers()
})

/** Long enough for a dynamic import started before it to have resolved (real macrotasks: the clock's are fake). */
const settle = async () => {
  await import('./startCore')
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
}

function start() {
  const core = createTestCore({ options: { networks: [] }, offline: true })
  stops.push(startModalCore(core))
  return core
}

describe('startModalCore', () => {
  it("fetches the first open's chunk once the frame that shows the shell has been painted, not in the click (docs/behaviour.md#first-open)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const core = start()
    await settle()
    expect(startCore).not.toHaveBeenCalled()
    openModal(core.stores)
    await settle()
    // The open's store changes have been seen (the router's too), and nothing was imported.
    expect(startCore).not.toHaveBeenCalled()
    // The frame (its callbacks run on the fake clock's 16 ms beat), then the task after it.
    vi.advanceTimersByTime(17)
    await settle()
    expect(startCore).toHaveBeenCalledTimes(1)
  })

  it('fetches it at once when the modal is already open as it starts (nothing painted to wait for)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const core = createTestCore({ options: { networks: [] }, offline: true })
    openModal(core.stores)
    stops.push(startModalCore(core))
    await settle()
    expect(startCore).toHaveBeenCalledTimes(1)
  })

  it('fetches it at once in a hidden page, which runs no frame callbacks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] })
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    try {
      const core = start()
      openModal(core.stores)
      await settle()
      vi.advanceTimersByTime(0)
      await settle()
      expect(startCore).toHaveBeenCalledTimes(1)
    } finally {
      hidden.mockRestore()
    }
  })
})
