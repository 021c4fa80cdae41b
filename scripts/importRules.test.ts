import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { globalFetchStubs, isTestCode, layerViolations, testKitImports } from './importRules'
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

describe('tests hand API clients a fetch instead of replacing the global one', () => {
  it('finds a stub, an assignment and a spy, and leaves a fetch parameter alone', () => {
    const root = tree({
      'pkg/src/a.test.ts': `vi.stubGlobal('fetch', fake)\nconst ok = createCore(o, p, undefined, fake)`,
      'pkg/src/b.int.test.ts': `const real = globalThis.fetch\nglobalThis.fetch = fake`,
      'pkg/src/c.test.tsx': `vi.spyOn(window, 'fetch')\nif (window.fetch === real) {}`,
      'pkg/src/d.ts': `Object.assign(globalThis, { fetch: fake })`,
      'pkg/src/e.int.test.ts': `globalThis.fetch = recording`,
    })
    expect(globalFetchStubs(root, ['pkg/src'], ['pkg/src/e.int.test.ts'])).toEqual([
      'pkg/src/a.test.ts:1',
      'pkg/src/b.int.test.ts:2',
      'pkg/src/c.test.tsx:1',
      'pkg/src/d.ts:1',
    ])
  })

  it('holds in this repository', () => {
    expect(
      globalFetchStubs(
        ROOT,
        [...SOURCE_DIRS, 'packages/testing/src', 'e2e', 'examples'],
        [
          // Records every host the WalletConnect SDK reaches; the SDK takes no fetch.
          'apps/devnet/src/relay/sdkPairing.int.test.ts',
        ],
      ),
    ).toEqual([])
  })
})

/**
 * The folders of packages/modal/src, bottom layer first (the order packages/modal/README.md
 * explains); folders on one line share a layer.
 */
const MODAL_LAYERS = [
  ['utils', 'errors', 'schemas'],
  ['clients', 'stores'],
  ['connectors'],
  ['core'],
  ['actions'],
  ['hooks'],
  ['i18n'],
  ['components'],
  ['views'],
  ['app'],
  ['element'],
  ['exports'],
]

describe('the layer order of packages/modal', () => {
  it('finds an import that points up, and a folder in no layer', () => {
    const root = tree({
      'src/utils/a.ts': "import type { S } from '../stores/s'\nexport const a = 1",
      'src/stores/s.ts': "import { a } from '../utils/a'\nexport type S = typeof a",
      'src/stores/s.test.ts': "import { v } from '../views/v'",
      'src/views/v.ts': "import { s } from '../stores/s'\nexport const v = 1",
      'src/misc/m.ts': 'export const m = 1',
    })
    expect(layerViolations(root, 'src', [['utils'], ['stores'], ['views']])).toEqual([
      'src/misc/m.ts: folder misc/ is in no layer',
      'src/utils/a.ts imports src/stores/s.ts (utils/ may not import stores/)',
    ])
  })

  it('holds in packages/modal/src', () => {
    expect(layerViolations(ROOT, 'packages/modal/src', MODAL_LAYERS)).toEqual([])
  })
})
