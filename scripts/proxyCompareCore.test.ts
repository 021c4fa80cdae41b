import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { splitProxyCompare } from '../packages/modal/proxyCompareCore'

/** proxy-compare's ESM file, the one valtio (a dependency of @w3m/modal) imports. */
function proxyCompareSource(): string {
  const fromModal = createRequire(join(import.meta.dirname, '../packages/modal/package.json'))
  const fromValtio = createRequire(fromModal.resolve('valtio'))
  const cjs = fromValtio.resolve('proxy-compare')
  return readFileSync(join(dirname(cjs), '..', 'index.js'), 'utf8')
}

const dir = mkdtempSync(join(tmpdir(), 'w3m-proxy-compare-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('proxyCompareCore', () => {
  it('splits proxy-compare into valtio vanilla’s two functions and the rest, sharing one tracked-objects map', async () => {
    const { core, rest } = splitProxyCompare(proxyCompareSource(), './core.mjs')
    expect(core).toContain('export const markToTrack')
    expect(core).not.toContain('createProxy')
    expect(rest).not.toMatch(
      /const (objectsToTrack|markToTrack|getUntracked|GET_ORIGINAL_SYMBOL) =/,
    )
    writeFileSync(join(dir, 'core.mjs'), core)
    writeFileSync(join(dir, 'rest.mjs'), rest)
    const coreModule = await import(pathToFileURL(join(dir, 'core.mjs')).href)
    const restModule = await import(pathToFileURL(join(dir, 'rest.mjs')).href)
    // The package's exports, one instance each.
    expect(restModule.markToTrack).toBe(coreModule.markToTrack)
    expect(restModule.getUntracked).toBe(coreModule.getUntracked)
    // An object marked untracked through the core is left alone by the rest's proxies (valtio's ref()).
    const plain = { a: 1 }
    const marked = { b: 2 }
    coreModule.markToTrack(marked, false)
    const affected = new WeakMap()
    expect(restModule.createProxy(marked, affected)).toBe(marked)
    const proxy = restModule.createProxy(plain, affected)
    expect(proxy).not.toBe(plain)
    // The original symbol is shared too: the core unwraps the rest's proxy.
    expect(coreModule.getUntracked(proxy)).toBe(plain)
  })

  it('fails the build when the package no longer has a declaration it moves', () => {
    expect(() => splitProxyCompare('export const markToTrack = () => {};\n')).toThrow(
      /no top-level const GET_ORIGINAL_SYMBOL/,
    )
  })
})
