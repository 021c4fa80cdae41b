import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { STABLE_TEST_IDS } from './testIds'

const MODAL_SRC = fileURLToPath(new URL('../../modal/src', import.meta.url))

/** The modal's shipped source: no tests, stories or test kits (those do not reach a dapp). */
function shippedSource(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shippedSource(path)
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return []
    return [readFileSync(path, 'utf8')]
  })
}

describe('the stable test ids', () => {
  const source = shippedSource(MODAL_SRC).join('\n')

  it.each(STABLE_TEST_IDS)('%s is still in the modal', (id) => {
    expect(source.includes(`'${id}'`) || source.includes(`"${id}"`)).toBe(true)
  })

  it('the WalletConnect QR code still carries its pairing URI in data-uri', () => {
    expect(source).toContain('data-uri=')
  })

  it('names each id once', () => {
    expect(new Set(STABLE_TEST_IDS).size).toBe(STABLE_TEST_IDS.length)
  })
})
