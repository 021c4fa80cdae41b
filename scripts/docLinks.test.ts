import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brokenDocAnchors, headingAnchors, missingPaths } from './docLinks'
import { isTestCode, sourceFiles } from './importRules'
import { fileTree } from './testing/fileTree'

const ROOT = resolve(import.meta.dirname, '..')

/** The repository's code and docs (dependencies and build output left out). */
function trackedFiles(): string[] {
  const text = /\.(tsx?|md|sh|css)$/
  return [
    'README.md',
    ...['packages', 'apps', 'e2e', 'scripts', 'docs', '.storybook'].flatMap((dir) =>
      sourceFiles(ROOT, dir, text),
    ),
  ]
}

describe('docs/behaviour.md and docs/wire.md', () => {
  it('anchors headings as GitHub does', () => {
    expect([...headingAnchors('# Title\n## Wallet lists\n### Frame messages (page)\n')]).toEqual([
      'title',
      'wallet-lists',
      'frame-messages-page',
    ])
  })

  it('finds a cited anchor with no heading and a named file that is not there', () => {
    const root = fileTree({
      'docs/behaviour.md': '## Limits\nSee `modal/gone.ts` and `modal/here.ts`.\n',
      'packages/modal/src/here.ts': '',
    })
    const doc = readFileSync(join(root, 'docs/behaviour.md'), 'utf8')
    expect(missingPaths(root, doc)).toEqual(['modal/gone.ts'])
    expect(brokenDocAnchors(root, '// docs/behaviour.md#limits docs/behaviour.md#toasts')).toEqual([
      'docs/behaviour.md#toasts',
    ])
  })

  it('name only files that exist', () => {
    for (const doc of ['docs/behaviour.md', 'docs/wire.md']) {
      expect(missingPaths(ROOT, readFileSync(join(ROOT, doc), 'utf8')), doc).toEqual([])
    }
  })

  it('have a heading for every anchor the code cites', () => {
    const broken = trackedFiles().flatMap((file) =>
      brokenDocAnchors(ROOT, readFileSync(join(ROOT, file), 'utf8')).map(
        (link) => `${file}: ${link}`,
      ),
    )
    expect(broken).toEqual([])
  })

  it('are what the code cites, not documents outside the repository', () => {
    const outside = /\b(SPEC|PROTOCOL)(\.md`?)? ?§/
    const citing = trackedFiles().filter(
      (file) =>
        file !== 'scripts/docLinks.test.ts' && outside.test(readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(citing).toEqual([])
  })

  it('are what production comments cite, not an outside spec in any spelling', () => {
    // `spec §4`, `Spec: 20 s`, `the spec's words`: the docs say it, so cite them.
    const outside = /\b(spec|protocol)(\.md`?)? ?(§|:)|\bthe spec(['’]s)?\b/i
    const citing = trackedFiles().filter(
      (file) =>
        /^(packages|apps)\/.*\.tsx?$/.test(file) &&
        !isTestCode(file) &&
        outside.test(readFileSync(join(ROOT, file), 'utf8')),
    )
    expect(citing).toEqual([])
  })
})
