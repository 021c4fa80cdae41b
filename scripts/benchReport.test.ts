import { describe, expect, it } from 'vitest'
import { FRAME_MS, inputOffset, phaseSpread } from '../packages/modal/bench/report'

describe('the bench spreads its inputs over the display frame', () => {
  it('gives any number of runs offsets spread over the whole frame, none left far apart', () => {
    for (const runs of [5, 11, 21, 44]) {
      const offsets = Array.from({ length: runs }, (_, run) => inputOffset(run)).sort(
        (a, b) => a - b,
      )
      expect(Math.min(...offsets)).toBeGreaterThanOrEqual(0)
      expect(Math.max(...offsets)).toBeLessThan(FRAME_MS)
      const gaps = offsets.slice(1).map((offset, index) => offset - (offsets[index] as number))
      const widest = Math.max(
        FRAME_MS - (offsets.at(-1) as number) + (offsets[0] as number),
        ...gaps,
      )
      // Evenly spread would leave FRAME_MS / runs between neighbours; golden-ratio steps leave at
      // most about 2.6 times that.
      expect(widest).toBeLessThan((3 * FRAME_MS) / runs)
    }
  })

  it('gives the same run the same offset, whichever page it clicks', () => {
    expect(inputOffset(7)).toBe(inputOffset(7))
    expect(inputOffset(0)).toBe(0)
  })

  it('reports where the inputs came and the widest stretch of the frame none came in', () => {
    expect(phaseSpread([1, 5, 9, 13])).toBe('1.0 to 13.0 ms, none in 4.7 ms at most')
    // Bunched at one moment, as clicks sent as soon as the page answered came: most of the frame unsampled.
    expect(phaseSpread([4.2, 4.5, 4.9])).toBe('4.2 to 4.9 ms, none in 16.0 ms at most')
    expect(phaseSpread([Number.NaN])).toBe('not measured')
  })
})
