import { describe, expect, it } from 'vitest'
import { resolveOptions } from './resolveOptions'
import { resolveSolanaSendOptions, SOLANA_COMMITMENTS } from './solanaSendOptions'

describe('resolveSolanaSendOptions', () => {
  it('keeps the four options as given; none given is empty', () => {
    const options = {
      skipPreflight: true,
      preflightCommitment: 'singleGossip',
      maxRetries: 0,
      minContextSlot: 1234,
    } as const
    expect(resolveSolanaSendOptions(options)).toEqual(options)
    expect(resolveSolanaSendOptions(undefined)).toEqual({})
  })

  it('takes exactly the eight commitments of the spec', () => {
    expect(SOLANA_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const commitment of SOLANA_COMMITMENTS)
      expect(resolveSolanaSendOptions({ preflightCommitment: commitment })).toEqual({
        preflightCommitment: commitment,
      })
  })

  it('refuses anything else with APKT002 naming the field', () => {
    const refused = (value: unknown) => {
      try {
        resolveSolanaSendOptions(value)
      } catch (error) {
        return error as { code: string; details: string }
      }
      throw new Error('accepted')
    }
    expect(refused({ preflightCommitment: 'safe' })).toMatchObject({
      code: 'APKT002',
      details: expect.stringContaining('solanaSendOptions.preflightCommitment'),
    })
    expect(refused({ maxRetries: -1 }).details).toContain('solanaSendOptions.maxRetries')
    expect(refused({ minContextSlot: 1.5 }).details).toContain('solanaSendOptions.minContextSlot')
    expect(refused({ skipPreflight: 'yes' }).details).toContain('solanaSendOptions.skipPreflight')
    expect(refused({ commitment: 'max' }).details).toContain('solanaSendOptions.commitment')
    expect(refused('fast').code).toBe('APKT002')
  })

  it('is the modal option solanaSendOptions, checked when the modal is created', () => {
    const projectId = 'a'.repeat(32)
    expect(resolveOptions({ projectId }).solanaSendOptions).toEqual({})
    expect(
      resolveOptions({ projectId, solanaSendOptions: { maxRetries: 2 } }).solanaSendOptions,
    ).toEqual({ maxRetries: 2 })
    expect(() =>
      resolveOptions({
        projectId,
        solanaSendOptions: { preflightCommitment: 'soon' as 'max' },
      }),
    ).toThrow('Invalid App Configuration')
  })
})
