import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** One relative import of a source file, resolved to the file it names (relative to the root). */
export type ImportEdge = { from: string; to: string; typeOnly: boolean }

/** Tests, type tests and stories: code that may use a test kit. */
const TEST_FILE = /\.(test|int\.test|test-d|stories)\.tsx?$/
const SOURCE = /\.tsx?$/

/** Whether `file` (root-relative, `/`-separated) is test code: a test, a story or a test kit. */
export function isTestCode(file: string): boolean {
  return TEST_FILE.test(file) || file.split('/').includes('testing')
}

/** Every `.ts`/`.tsx` file (or every file `pattern` matches) under `dir`, root-relative and `/`-separated; dependencies and build output left out. */
export function sourceFiles(root: string, dir: string, pattern = SOURCE): string[] {
  const found: string[] = []
  const walk = (path: string) => {
    if (!existsSync(path)) return
    for (const name of readdirSync(path)) {
      if (name === 'node_modules' || name === 'dist' || name === 'storybook-static') continue
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (pattern.test(name) && !name.endsWith('.d.ts')) {
        found.push(relative(root, full).split(sep).join('/'))
      }
    }
  }
  walk(join(root, dir))
  return found.sort()
}

const SPECIFIER =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"](\.[^'"]*)['"]|import\(\s*['"](\.[^'"]*)['"]\s*\)/g

function resolveFile(root: string, fromFile: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(fromFile), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) {
      return relative(root, candidate).split(sep).join('/')
    }
  }
  return undefined
}

/** The relative imports (static, re-exports and dynamic) of `file`, resolved. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), 'utf8')
  const edges: ImportEdge[] = []
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[3] ?? match[4]
    if (!specifier) continue
    const to = resolveFile(root, file, specifier)
    if (to) edges.push({ from: file, to, typeOnly: Boolean(match[2]) })
  }
  return edges
}

/** Imports from production code into test code (a test kit, a story, a test), under `dirs`. */
export function testKitImports(root: string, dirs: readonly string[]): ImportEdge[] {
  return dirs
    .flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !isTestCode(file))
    .flatMap((file) => importsOf(root, file))
    .filter((edge) => isTestCode(edge.to))
}

/**
 * Imports against a layer order: `layers` lists the folders of `srcDir` bottom first, folders on
 * one line sharing a layer; a file may import its own layer and the ones below, never above.
 * Test code is left out (a test may reach any layer); folders not listed are reported too.
 */
export function layerViolations(
  root: string,
  srcDir: string,
  layers: readonly (readonly string[])[],
): string[] {
  const rank = new Map<string, number>()
  layers.forEach((names, index) => {
    for (const name of names) rank.set(name, index)
  })
  const layerOf = (file: string) => {
    const inside = relative(srcDir, file).split(sep).join('/')
    return inside.includes('/') ? (inside.split('/')[0] ?? '') : '.'
  }
  const problems: string[] = []
  for (const file of sourceFiles(root, srcDir)) {
    if (isTestCode(file)) continue
    const fromLayer = layerOf(file)
    const fromRank = rank.get(fromLayer)
    if (fromRank === undefined) {
      problems.push(`${file}: folder ${fromLayer}/ is in no layer`)
      continue
    }
    for (const edge of importsOf(root, file)) {
      if (!edge.to.startsWith(`${srcDir}/`)) continue
      const toLayer = layerOf(edge.to)
      const toRank = rank.get(toLayer)
      if (toRank === undefined || toRank > fromRank) {
        problems.push(`${file} imports ${edge.to} (${fromLayer}/ may not import ${toLayer}/)`)
      }
    }
  }
  return problems
}

/** A global fetch replaced: `vi.stubGlobal('fetch'`, `globalThis.fetch =`, a spy on it, `Object.assign(window, { fetch })`. */
const GLOBAL_FETCH_STUB =
  /vi\.stubGlobal\(\s*['"`]fetch['"`]|\b(?:globalThis|window|global|self)\.fetch\s*=(?!=)|spyOn\(\s*(?:globalThis|window|global|self)\s*,\s*['"`]fetch['"`]|Object\.assign\(\s*(?:globalThis|window|global|self)\s*,\s*\{[^}]*\bfetch\b/

/**
 * Places under `dirs` (`file:line`) where code replaces the global fetch instead of handing the
 * API client under test a `fetch` of its own (docs/CONTRIBUTING.md); files in `allowed` are left out.
 */
export function globalFetchStubs(
  root: string,
  dirs: readonly string[],
  allowed: readonly string[] = [],
): string[] {
  return dirs
    .flatMap((dir) => sourceFiles(root, dir))
    .filter((file) => !allowed.includes(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (GLOBAL_FETCH_STUB.test(line) ? [`${file}:${index + 1}`] : [])),
    )
}
