import { loadavg } from 'node:os'

/** Milliseconds since `start` (performance.now()). */
export const since = (start: number) => performance.now() - start

/** The p-th percentile of `samples` (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** Runs `tasks` with at most `limit` at once; returns each task's latency and the errors. */
export async function runBounded(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
): Promise<{ latencies: number[]; errors: string[]; wallMs: number }> {
  const latencies: number[] = []
  const errors: string[] = []
  const started = performance.now()
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const start = performance.now()
      try {
        await task(index)
        latencies.push(since(start))
      } catch (error) {
        errors.push((error as Error).message)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker))
  return { latencies, errors, wallMs: since(started) }
}

/** Resident memory of this process in MB, after a collection when --expose-gc allows one. */
export function rssMb(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  return Math.round(process.memoryUsage().rss / 1e6)
}

/** Heap in use in MB after a collection (run with --expose-gc, as the load scripts are). */
export function heapMb(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  return Math.round(process.memoryUsage().heapUsed / 1e6)
}

/** One line of the figures table in docs/reliability.md. */
export function row(
  what: string,
  result: { latencies: number[]; errors: string[]; wallMs: number },
  extra = '',
): string {
  const p50 = percentile(result.latencies, 50).toFixed(0)
  const p99 = percentile(result.latencies, 99).toFixed(0)
  const wall = (result.wallMs / 1000).toFixed(1)
  return `| ${what} | ${result.latencies.length} | ${result.errors.length} | ${p50} | ${p99} | ${wall} | ${extra} |`
}

export const TABLE_HEAD = [
  '| Run | Done | Errors | p50 ms | p99 ms | Wall s | Notes |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
]

/** The 1-minute load average, for the figures' context. */
export const load1 = () => loadavg()[0]?.toFixed(1) ?? '?'
