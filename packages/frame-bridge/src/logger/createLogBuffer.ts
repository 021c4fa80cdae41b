import { LOG_BUFFER_MAX_BYTES } from '../constants'

/** One log line. */
export type LogEntry = {
  time: number
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  data?: unknown
}

/** A ring buffer of log entries capped by size; the oldest entries go first. */
export type LogBuffer = ReturnType<typeof createLogBuffer>

/** Creates a log buffer of at most `maxBytes` (about 1 MB, docs/behaviour.md#limits), counted as UTF-16 JSON length. */
export function createLogBuffer(maxBytes = LOG_BUFFER_MAX_BYTES) {
  const entries: { entry: LogEntry; size: number }[] = []
  let head = 0
  let bytes = 0
  return {
    log(level: LogEntry['level'], message: string, data?: unknown) {
      const entry: LogEntry = { time: Date.now(), level, message, data }
      let size: number
      try {
        size = JSON.stringify(entry).length
      } catch {
        // Cyclic or bigint data: keep the line, drop the data.
        entry.data = '[unserializable]'
        size = JSON.stringify(entry).length
      }
      entries.push({ entry, size })
      bytes += size
      while (bytes > maxBytes && head < entries.length) bytes -= entries[head++]!.size
      // Compact now and then so dropped entries do not pin memory.
      if (head > 1024 && head * 2 > entries.length) {
        entries.splice(0, head)
        head = 0
      }
    },
    /** The entries still held, oldest first. */
    entries: (): LogEntry[] => entries.slice(head).map((e) => e.entry),
    /** Bytes held now. */
    size: () => bytes,
    clear() {
      entries.length = 0
      head = 0
      bytes = 0
    },
  }
}
