import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isTestCode, testKitImports } from './importRules'
import { fileTree as tree } from './testing/fileTree'

const ROOT = resolve(import.meta.dirname, '..')

/** Every package's and app's sources: production code there must not reach test code. */
const SOURCE_DIRS = ['packages', 'apps'].flatMap((group) =>
  ['api-schemas', 'frame-bridge', 'modal', 'demo', 'secure-site', 'devnet'].map(
    (name) => `${group}/${name}/src`,
  ),
)

describe('test kits stay out of production code', () => {
  it('calls tests, stories and anything under testing/ test code', () => {
    expect(isTestCode('packages/modal/src/testing/createTestCore.ts')).toBe(true)
    expect(isTestCode('packages/modal/src/views/Account/Account.stories.tsx')).toBe(true)
    expect(isTestCode('apps/devnet/src/api/routes.int.test.ts')).toBe(true)
    expect(isTestCode('packages/modal/src/actions/router.ts')).toBe(false)
  })

  it('finds a production file importing a test kit, statically or lazily', () => {
    const root = tree({
      'pkg/src/testing/kit.ts': 'export const kit = 1',
      'pkg/src/actions/a.ts': "import { kit } from '../testing/kit'\nexport const a = kit",
      'pkg/src/actions/b.ts': "export const b = () => import('../testing/kit')",
      'pkg/src/actions/c.test.ts': "import { kit } from '../testing/kit'",
      'pkg/src/testing/other.ts': "import { kit } from './kit'",
    })
    expect(testKitImports(root, ['pkg/src']).map((edge) => edge.from)).toEqual([
      'pkg/src/actions/a.ts',
      'pkg/src/actions/b.ts',
    ])
  })

  it('holds in this repository', () => {
    expect(testKitImports(ROOT, SOURCE_DIRS)).toEqual([])
  })
})
