import { describe, expect, it } from 'vitest'
import { faultsTable, mergeResults, replaceTable, TABLE_END, TABLE_START } from './faultsTable'

describe('faultsTable', () => {
  const results = {
    apiTimeoutMs: 1500,
    results: [
      { route: '/a', kind: '429', seen: 'toast "x | y"', calls: 2, waitAfter429Ms: 3004 },
      { route: '/a', kind: 'drop', seen: 'nothing', calls: 1 },
      { route: '/b', kind: '429', seen: 'Connect: "Rate Limited"', calls: 1 },
    ],
  }

  it('makes a row per route and a column per fault kind, from the run', () => {
    expect(faultsTable(results).split('\n')).toEqual([
      '| Route | 429, Retry-After 3 s | dropped connection |',
      '| --- | --- | --- |',
      '| `/a` | toast "x \\| y" (2 calls, next 3.0 s after the 429) | nothing (1 call) |',
      '| `/b` | Connect: "Rate Limited" (1 call) | not run |',
    ])
  })

  it('merges the runs of several specs, rows in file order', () => {
    const views = {
      apiTimeoutMs: 1500,
      results: [{ route: '/c', kind: 'drop', seen: 'Swap: "x"', calls: 3 }],
    }
    const merged = mergeResults([results, views])
    expect(merged.results.map((cell) => cell.route)).toEqual(['/a', '/a', '/b', '/c'])
    expect(faultsTable(merged).split('\n').at(-1)).toBe('| `/c` | not run | Swap: "x" (3 calls) |')
  })

  it('replaces only what stands between the markers', () => {
    const doc = `# T\n\n${TABLE_START}\n\nold\n\n${TABLE_END}\n\nafter\n`
    expect(replaceTable(doc, 'new')).toBe(`# T\n\n${TABLE_START}\n\nnew\n\n${TABLE_END}\n\nafter\n`)
    expect(() => replaceTable('# no markers', 'new')).toThrow('markers')
  })
})
