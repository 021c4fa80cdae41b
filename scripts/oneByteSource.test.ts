import { describe, expect, it } from 'vitest'
import { oneByteSource } from '../packages/modal/oneByteSource'

type Output = { type: 'chunk'; code: string } | { type: 'asset'; source: string }

/** Runs the plugin's generateBundle on chunks of the given code; returns the code afterwards. */
function run(...codes: string[]): string[] {
  const bundle: Record<string, Output> = Object.fromEntries(
    codes.map((code, index) => [`chunk${index}.js`, { type: 'chunk', code }]),
  )
  bundle['asset.css'] = { type: 'asset', source: '.a::before { content: "…" }' }
  const hook = oneByteSource().generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Record<string, Output>,
  ) => void
  hook.call({}, {}, bundle)
  expect(bundle['asset.css']).toEqual({ type: 'asset', source: '.a::before { content: "…" }' })
  return codes.map((_, index) => (bundle[`chunk${index}.js`] as { code: string }).code)
}

describe('oneByteSource', () => {
  it('escapes the few characters past Latin-1, so the chunk is one byte a character, and means the same', () => {
    const source = `/*${'x'.repeat(1000)}*/export const a=\`Connecting…\`,b=/…|\u{1F600}/,c="· é"`
    const code = run(source)[0] ?? ''
    expect(code).not.toMatch(/[\u0100-\uffff]/)
    expect(code).toContain('Connecting\\u2026')
    expect(code).toContain('\\ud83d\\ude00')
    // Latin-1 stays as it is.
    expect(code).toContain('"· é"')
    const module = new Function(`${code.replace('export const', 'const')};return [a,b,c]`)() as [
      string,
      RegExp,
      string,
    ]
    expect(module[0]).toBe('Connecting…')
    expect(module[1].test('\u{1F600}')).toBe(true)
    expect(module[1].test('…')).toBe(true)
  })

  it('leaves a chunk made of such characters (a catalog in Japanese) and a chunk without any', () => {
    const catalog = 'export default {"Connect wallet":"ウォレットを接続"}'
    const plain = 'export const a = 1'
    expect(run(catalog, plain)).toEqual([catalog, plain])
  })
})
