import { defineConfig } from 'vitest/config'
import { workspaceAliases } from './aliases'
import { projects } from './vitest.workspace'

// Vitest's reporter prints failures with `Map.groupBy`, which Node 20 lacks: without this the run
// ends in a reporter crash instead of the failing test's message. The config runs in the process
// that reports, so the polyfill is in place before any failure is printed.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value: <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
      const groups = new Map<K, T[]>()
      let index = 0
      for (const item of items) {
        const key = keyOf(item, index++)
        const group = groups.get(key)
        if (group) group.push(item)
        else groups.set(key, [item])
      }
      return groups
    },
  })
}

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: { projects, passWithNoTests: false },
})
