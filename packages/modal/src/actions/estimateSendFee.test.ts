import { describe, expect, it } from 'vitest'
import { applyFeeMultiplier, clampFeeMultiplier, DEFAULT_FEE_MULTIPLIER } from './estimateSendFee'
import { pollingIntervalFor } from './waitForReceipt'

describe('fee multiplier', () => {
  it('defaults to 1.2 and rounds up', () => {
    expect(DEFAULT_FEE_MULTIPLIER).toBe(1.2)
    expect(applyFeeMultiplier(21_000n)).toBe(25_200n)
    expect(applyFeeMultiplier(21_001n)).toBe(25_202n)
  })
  it('is never below 1', () => {
    expect(clampFeeMultiplier(0.5)).toBe(1)
    expect(applyFeeMultiplier(21_000n, 0.5)).toBe(21_000n)
    expect(applyFeeMultiplier(21_000n, 1.5)).toBe(31_500n)
  })
})

describe('pollingIntervalFor', () => {
  it('polls at half the block time, between 500 and 4,000 ms', () => {
    expect(pollingIntervalFor(2_000)).toBe(1_000)
    expect(pollingIntervalFor(250)).toBe(500)
    expect(pollingIntervalFor(12_000)).toBe(4_000)
    expect(pollingIntervalFor(0)).toBe(500)
  })
})
