import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { splitReactDom } from '../packages/modal/reactDomInternals'

/** The react-dom the modal bundles: its package's production file, and a require from there. */
const fromModal = createRequire(join(import.meta.dirname, '../packages/modal/package.json'))
const domIndex = fromModal.resolve('react-dom')
const source = readFileSync(join(dirname(domIndex), 'cjs/react-dom.production.js'), 'utf8')

const dir = mkdtempSync(join(tmpdir(), 'w3m-react-dom-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('reactDomInternals', () => {
  it('splits react-dom into the internals object and the rest, which reads that same object', () => {
    const { internals, rest } = splitReactDom(source, './internals.cjs')
    expect(internals).not.toContain('createPortal')
    expect(internals).not.toContain('require(')
    expect(rest).not.toMatch(/var Internals = \{/)
    writeFileSync(join(dir, 'internals.cjs'), internals)
    // The rest requires react as the package does: resolved from react-dom's own folder.
    writeFileSync(
      join(dir, 'rest.cjs'),
      rest.replace('require("react")', `require(${JSON.stringify(fromModal.resolve('react'))})`),
    )
    const load = createRequire(join(dir, 'x.cjs'))
    const core = load('./internals.cjs')
    const full = load('./rest.cjs')
    const key = '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'
    // One object: what react-dom/client sets on it (its dispatcher, the update priority) the rest reads.
    expect(full[key]).toBe(core[key])
    expect(core[key].p).toBe(0)
    expect(Object.keys(core[key].d)).toEqual(['f', 'r', 'D', 'C', 'L', 'm', 'X', 'S', 'M'])
    let seen: number | undefined
    full.flushSync(() => {
      seen = core[key].p
    })
    expect(seen).toBe(2)
    expect(typeof full.createPortal).toBe('function')
  })

  it('fails the build when the package no longer has the object it moves', () => {
    expect(() => splitReactDom('"use strict";\nexports.version = "1";\n')).toThrow(
      /no `var Internals = \{`/,
    )
  })
})
