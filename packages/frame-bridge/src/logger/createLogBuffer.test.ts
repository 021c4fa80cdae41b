import { expect, test } from 'vitest'
import { createLogBuffer } from './createLogBuffer'

test('keeps at most maxBytes, dropping the oldest first', () => {
  const logs = createLogBuffer(1_000)
  for (let i = 0; i < 100; i++) logs.log('info', `line ${i}`, 'x'.repeat(20))
  const kept = logs.entries()
  expect(logs.size()).toBeLessThanOrEqual(1_000)
  expect(kept.at(-1)!.message).toBe('line 99')
  expect(kept[0]!.message).not.toBe('line 0')
  const first = Number(kept[0]!.message.slice(5))
  expect(kept.map((e) => e.message)).toEqual(
    Array.from({ length: 100 - first }, (_, i) => `line ${first + i}`),
  )
})

test('the default is about 1 MB and survives many more entries', () => {
  const logs = createLogBuffer()
  for (let i = 0; i < 20_000; i++) logs.log('debug', 'event', 'y'.repeat(100))
  expect(logs.size()).toBeLessThanOrEqual(1_000_000)
  expect(logs.size()).toBeGreaterThan(990_000)
})

test('unserializable data keeps the line', () => {
  const logs = createLogBuffer()
  const cyclic: Record<string, unknown> = {}
  cyclic.self = cyclic
  logs.log('error', 'boom', cyclic)
  logs.log('warn', 'big', 10n)
  expect(logs.entries().map((e) => e.data)).toEqual(['[unserializable]', '[unserializable]'])
})
