import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isTestCode, sourceFiles } from './importRules'
import { fileTree as tree } from './testing/fileTree'

const ROOT = resolve(import.meta.dirname, '..')

/** A store written in place: `stores.x.y = …`, `core.stores.x.y++`, `Object.assign(stores.x, …)`. */
const STORE_WRITE =
  /\bstores\.\w+(?:\.\w+|\[[^\]]+\])*\s*(?:[-+*/?|&]{0,2}=(?!=)|\+\+|--)|Object\.assign\(\s*(?:\w+\.)?stores\b/

/** Lines (`file:line`) of production code under `dir` that write a store directly. */
function storeWrites(root: string, dir: string): string[] {
  return sourceFiles(root, dir)
    .filter((file) => !isTestCode(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (STORE_WRITE.test(line) ? [`${file}:${index + 1}`] : [])),
    )
}

// A view reads stores and calls actions; only actions change state (packages/modal/README.md).
describe('views never write a store', () => {
  it('finds an assignment, an update and an Object.assign, and leaves reads and tests alone', () => {
    const root = tree({
      'src/views/A.tsx': 'useEffect(() => () => {\n  core.stores.onramp.quote = undefined\n})',
      'src/views/B.tsx': 'stores.modal.shakeCount++',
      'src/views/C.tsx': "Object.assign(core.stores.send, { amount: '' })",
      'src/views/D.tsx': "if (core.stores.router.current.view === 'Account') go()",
      'src/views/D.test.tsx': 'core.stores.send.amount = "1"',
      'src/views/D.stories.tsx': 'stores.wallets.count = 4',
    })
    expect(storeWrites(root, 'src/views')).toEqual([
      'src/views/A.tsx:2',
      'src/views/B.tsx:1',
      'src/views/C.tsx:1',
    ])
  })

  it('holds in packages/modal/src/views', () => {
    expect(storeWrites(ROOT, 'packages/modal/src/views')).toEqual([])
  })
})
