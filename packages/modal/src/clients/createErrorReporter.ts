import { buildUrl } from './fetchJson'

/** At most 5 reports in any minute; past that, errors stay in the console only (docs/behaviour.md#errors). */
const ERROR_REPORT_CAP = 5
/** The window the cap counts over. */
export const ERROR_REPORT_WINDOW_MS = 60_000

/** What an error reporter needs: the sink, the project, and the clock and fetch to use. */
export type ErrorReporterParameters = {
  analyticsUrl: string
  projectId: string
  fetchFn?: typeof fetch | undefined
  now?: () => number
}

/** The JSON body posted to `/e` for one error. */
export type ErrorReport = {
  type: 'error'
  name: string
  code: string | undefined
  message: string
  details: string | undefined
  context: string | undefined
  timestamp: number
}

function describe(error: unknown, context: string | undefined, timestamp: number): ErrorReport {
  const record = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    type: 'error',
    name: text(record.name) ?? 'Error',
    code: text(record.code) ?? (typeof record.code === 'number' ? String(record.code) : undefined),
    message: text(record.shortMessage) ?? text(record.message) ?? String(error),
    details: text(record.details),
    context,
    timestamp,
  }
}

/** A reporter posting errors to `{analyticsUrl}/e`, only while fewer than 5 went out in the last minute. */
export function createErrorReporter(parameters: ErrorReporterParameters) {
  const now = parameters.now ?? Date.now
  const sent: number[] = []
  return {
    /** Reports one error; resolves true when it was sent, false when the cap held it back. */
    async report(error: unknown, context?: string): Promise<boolean> {
      const time = now()
      while (sent.length > 0 && time - (sent[0] ?? 0) >= ERROR_REPORT_WINDOW_MS) sent.shift()
      if (sent.length >= ERROR_REPORT_CAP) return false
      sent.push(time)
      const url = buildUrl(parameters.analyticsUrl, '/e', parameters.projectId)
      try {
        const fetchFn = parameters.fetchFn ?? fetch
        await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(describe(error, context, time)),
          keepalive: true,
        })
        return true
      } catch {
        // A reporter that throws would turn one failure into two; the console still has it.
        return false
      }
    },
  }
}

/** An error reporter. */
export type ErrorReporter = ReturnType<typeof createErrorReporter>
