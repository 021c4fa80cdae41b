import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../packages/frame-bridge/src/errors/codes'
import { errorMatches, WORDS_ALLOWED } from './errorMatching'
import { fileTree as tree } from './testing/fileTree'

const ROOT = resolve(import.meta.dirname, '..')

const SOURCE_DIRS = ['packages', 'apps'].flatMap((group) =>
  ['api-schemas', 'frame-bridge', 'modal', 'demo', 'secure-site', 'devnet'].map(
    (name) => `${group}/${name}/src`,
  ),
)

describe('errors are told apart by code or instanceof, never by class name or words', () => {
  it('finds class names and regular expressions on messages in production code only', () => {
    const root = tree({
      'pkg/src/a.ts': "if (error.name === 'FrameLoadError') load()",
      'pkg/src/b.ts': 'const kind = error.constructor.name',
      'pkg/src/c.ts': 'if (/user rejected/i.test(current.message)) return true',
      'pkg/src/d.ts': "if (cause?.message.includes('denied')) return",
      'pkg/src/e.ts': 'const body = /^HTTP (.*)$/.exec(error.details ?? "")',
      'pkg/src/f.ts': "if ('UserRejectedRequestError' === current.name) return",
      'pkg/src/g.ts': "if (error.code === 'FRAME_LOAD_FAILED' || error instanceof X) load()",
      'pkg/src/h.ts':
        "if (wallet.name === 'MetaMask') pick(); if (message.includes('\\nNonce:')) ok()",
      'pkg/src/g.test.ts': "expect(error.name === 'FrameLoadError').toBe(true)",
      'pkg/src/testing/kit.ts': 'const kind = error.constructor.name',
    })
    expect(errorMatches(root, ['pkg/src']).map((match) => [match.file, match.rule])).toEqual([
      ['pkg/src/a.ts', 'error class name compared as a string'],
      ['pkg/src/b.ts', 'class name read from the constructor'],
      ['pkg/src/c.ts', 'regular expression run on an error message'],
      ['pkg/src/d.ts', 'error message searched for words'],
      ['pkg/src/e.ts', 'regular expression run on an error message'],
      ['pkg/src/f.ts', 'error class name compared as a string'],
    ])
  })

  it('holds in this repository (words only where WORDS_ALLOWED says why)', () => {
    const matches = errorMatches(ROOT, SOURCE_DIRS).filter(
      (match) => !(match.file in WORDS_ALLOWED && !match.rule.includes('class name')),
    )
    expect(matches).toEqual([])
  })

  it('lists every shared code in docs/behaviour.md#error-codes', async () => {
    const { readFile } = await import('node:fs/promises')
    const docs = await readFile(resolve(ROOT, 'docs/behaviour.md'), 'utf8')
    const section = docs.slice(docs.indexOf('## Error codes'))
    const listed = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1])
    expect(listed).toEqual(Object.keys(ERROR_CODES))
  })
})
