/**
 * Start-up time and memory of a whole devnet on ephemeral ports: the first start creates its data
 * folder (cold), the next ones reopen it as `pnpm devnet` does (warm). Prints the milliseconds to
 * ready and the resident memory of the devnet process and its anvils.
 *
 *   pnpm --filter @w3m/devnet exec tsx scripts/benchmark.ts [runs=3]
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '../src/server'

const runs = Number(process.argv[2] ?? 3)
const rssKb = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim() || 0,
  )
const children = () =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'anvil')
    .map(([pid]) => Number(pid))

const times: number[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'w3m-devnet-bench-'))
for (let run = 0; run < runs; run++) {
  const started = performance.now()
  const devnet = await startDevnet({
    dataDir,
    reset: false,
    log: (line) => console.log(`  ${line}`),
  })
  times.push(performance.now() - started)
  console.log(
    `run ${run + 1} (${run === 0 ? 'cold' : 'warm'}): ready in ${Math.round(times[run] ?? 0)} ms`,
  )
  if (run === runs - 1) {
    // Let the indexer settle, then measure what a running devnet holds.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const anvils = children().map(rssKb)
    const own = rssKb(process.pid)
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
    const total = own + anvils.reduce((a, b) => a + b, 0)
    console.log(
      `memory: devnet process ${mb(own)}, anvils ${anvils.map(mb).join(' + ')}, total ${mb(total)}`,
    )
  }
  await devnet.close()
}
rmSync(dataDir, { recursive: true, force: true })
const warm = times.slice(1).sort((a, b) => a - b)
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`
console.log(
  `start-up: cold ${ms(times[0])}; warm best ${ms(warm[0])}, median ${ms(warm[Math.floor(warm.length / 2)])}`,
)
console.log(`load average: ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}`)
