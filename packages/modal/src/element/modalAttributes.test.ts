import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { modalAttributeTable } from './modalAttributeDocs'
import { MODAL_ATTRIBUTES } from './modalAttributes'
import { optionsFromElement } from './optionsFromElement'

const README = join(dirname(fileURLToPath(import.meta.url)), '../../README.md')
const START = '<!-- attributes:start (generated from src/element/modalAttributes.ts) -->'
const END = '<!-- attributes:end -->'

/** A value each kind of attribute reads into an option. */
const SAMPLE = { string: 'x', json: '{"a":1}', boolean: '', networks: '8453', siwx: '' } as const

describe('the attribute table of <w3m-modal>', () => {
  it('is the one the README shows (regenerate it with W3M_WRITE_README=1)', () => {
    const text = readFileSync(README, 'utf8')
    const start = text.indexOf(START)
    const end = text.indexOf(END)
    expect(start, `README markers ${START} … ${END}`).toBeGreaterThan(-1)
    const shown = text.slice(start + START.length, end).trim()
    if (process.env.W3M_WRITE_README === '1')
      writeFileSync(
        README,
        `${text.slice(0, start + START.length)}\n${modalAttributeTable()}\n${text.slice(end)}`,
      )
    expect(shown).toBe(modalAttributeTable())
  })

  it('is the one the element parses: each attribute sets its option, and nothing else does', () => {
    for (const [name, [option, kind]] of Object.entries(MODAL_ATTRIBUTES)) {
      const element = document.createElement('div')
      element.setAttribute(name, SAMPLE[kind])
      expect(Object.keys(optionsFromElement(element)), name).toEqual([option])
    }
    const stray = document.createElement('div')
    stray.setAttribute('relay', 'x')
    stray.setAttribute('project_id', 'x')
    expect(optionsFromElement(stray)).toEqual({})
  })
})
