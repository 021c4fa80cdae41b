/** Sums the tests of every runner's report in a folder and prints `tests: N passed, N failed`. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const [folder = '.', failedSuitesArg = '0'] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0

for (const name of ['unit.json', 'integration.json', 'integration-postgres.json']) {
  const file = join(folder, name)
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
// Playwright's reports: the repository's browser tests and the example dapp's own.
for (const name of ['browser.json', 'example-dapp.json']) {
  const file = join(folder, name)
  if (!existsSync(file)) continue
  const { stats } = JSON.parse(readFileSync(file, 'utf8'))
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  failed += stats?.unexpected ?? 0
  skipped += stats?.skipped ?? 0
}
const storybook = join(folder, 'storybook.txt')
if (existsSync(storybook)) {
  const match = /storybook: (\d+) passed, (\d+) failed/.exec(readFileSync(storybook, 'utf8'))
  passed += Number(match?.[1] ?? 0)
  failed += Number(match?.[2] ?? 0)
}
// A failed suite with no test report of its own (lint, build, size…) counts as one failure.
const failedSuites = Number(failedSuitesArg)
const total = failed + (failedSuites > 0 && failed === 0 ? failedSuites : 0)
console.log(`tests: ${passed} passed, ${total} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failedSuites > 0 || failed > 0 ? 1 : 0)
