import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './importRules'

const ROOT = resolve(import.meta.dirname, '..')

/** The files `tsc -p <dir>` checks, root-relative. */
function programFiles(dir: string): string[] {
  const configPath = join(ROOT, dir, 'tsconfig.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile)
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath))
  return parsed.fileNames.map((file) => file.slice(ROOT.length + 1))
}

// Type tests (`*.test-d.ts`: `expectTypeOf`, `@ts-expect-error`) fail only when a compiler reads
// them; Vitest runs none of them (no `typecheck` in vitest.config.ts). They run in the CI's
// typecheck suite (scripts/test-all.sh: `pnpm -r typecheck`, each package's `tsc --noEmit -p .`),
// so each one must be in its package's program and the package must have that script.
describe('type tests run in the typecheck suite', () => {
  const typeTests = ['packages', 'apps'].flatMap((dir) => sourceFiles(ROOT, dir, /\.test-d\.tsx?$/))

  it('finds the type tests', () => {
    expect(typeTests.length).toBeGreaterThan(0)
  })

  it("are each in their package's tsc program, which its typecheck script runs", () => {
    const problems: string[] = []
    for (const file of typeTests) {
      const dir = file.split('/').slice(0, 2).join('/')
      const { scripts } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>
      }
      if (!/\btsc --noEmit -p \.(\s|$)/.test(scripts?.typecheck ?? '')) {
        problems.push(`${dir}: no typecheck script running tsc --noEmit -p .`)
      }
      if (!programFiles(dir).includes(file)) problems.push(`${file}: not in ${dir}/tsconfig.json`)
    }
    expect(problems).toEqual([])
  })
})
