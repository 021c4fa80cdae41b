/**
 * Start-up time and memory of a whole devnet on ephemeral ports: prints the milliseconds to ready
 * (best and median of N starts) and the resident memory of the devnet process and its anvils.
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
for (let run = 0; run < runs; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'w3m-devnet-bench-'))
  const started = performance.now()
  const devnet = await startDevnet({
    dataDir,
    reset: true,
    log: (line) => console.log(`  ${line}`),
  })
  times.push(performance.now() - started)
  if (run === runs - 1) {
    // Let the indexer settle, then measure what a running devnet holds.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const anvils = children().map(rssKb)
    const own = rssKb(process.pid)
    const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`
    console.log(
      `memory: devnet process ${mb(own)}, anvils ${anvils.map(mb).join(' + ')}, total ${mb(own + anvils.reduce((a, b) => a + b, 0))}`,
    )
  }
  await devnet.close()
  rmSync(dataDir, { recursive: true, force: true })
}
const sorted = [...times].sort((a, b) => a - b)
console.log(
  `start-up over ${runs} runs: best ${Math.round(sorted[0] ?? 0)} ms, median ${Math.round(sorted[Math.floor(runs / 2)] ?? 0)} ms`,
)
console.log(`load average: ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}`)
