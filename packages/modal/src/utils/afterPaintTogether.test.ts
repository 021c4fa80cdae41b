import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaintTogether } from './afterPaintTogether'

afterEach(() => vi.restoreAllMocks())

/** The frame callback and the task after it, as afterPaint waits for them. */
const frameAndTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

describe('afterPaintTogether', () => {
  it('runs the callbacks of one frame in one task, each once, after a single frame callback', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame')
    const runs: string[] = []
    const same = () => runs.push('same')
    afterPaintTogether(() => {
      runs.push('a')
      // Runs once the task that runs the callbacks has ended: after every one of them.
      queueMicrotask(() => runs.push('end of the task'))
    })
    afterPaintTogether(same)
    afterPaintTogether(same)
    afterPaintTogether(() => runs.push('b'))
    expect(frames).toHaveBeenCalledTimes(1)
    expect(runs).toEqual([])
    await frameAndTask()
    await frameAndTask()
    expect(runs).toEqual(['a', 'same', 'same', 'b', 'end of the task'])
  })

  it('leaves out a cancelled callback, before or after its frame', async () => {
    const runs: string[] = []
    const cancelEarly = afterPaintTogether(() => runs.push('early'))
    const cancelLate = afterPaintTogether(() => runs.push('late'))
    afterPaintTogether(() => runs.push('kept'))
    cancelEarly()
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
    // The frame has come; the task after it has not run yet.
    cancelLate()
    await frameAndTask()
    await frameAndTask()
    expect(runs).toEqual(['kept'])
  })

  it('keeps a callback asked for after the frame callback for the next frame', async () => {
    const runs: string[] = []
    afterPaintTogether(() => runs.push('first'))
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        // Asked once this frame's callbacks are running: not in the task after this frame.
        afterPaintTogether(() => runs.push('second'))
        resolve()
      }),
    )
    await new Promise<void>((resolve) => setTimeout(resolve, 0))
    expect(runs).toEqual(['first'])
    await frameAndTask()
    await frameAndTask()
    expect(runs).toEqual(['first', 'second'])
  })
})
