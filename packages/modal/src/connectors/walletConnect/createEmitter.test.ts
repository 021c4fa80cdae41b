import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmitter, MAX_LISTENERS } from './createEmitter'

afterEach(() => vi.restoreAllMocks())

describe('createEmitter', () => {
  it('warns once when an event gets more than 10 listeners, and still calls them all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const emitter = createEmitter<{ chainChanged: string }>()
    const calls: number[] = []
    for (let index = 0; index < MAX_LISTENERS; index++)
      emitter.on('chainChanged', () => calls.push(index))
    expect(MAX_LISTENERS).toBe(10)
    expect(warn).not.toHaveBeenCalled()
    emitter.on('chainChanged', () => calls.push(10))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('11 listeners on "chainChanged"')
    emitter.on('chainChanged', () => calls.push(11))
    expect(warn).toHaveBeenCalledTimes(1)
    emitter.emit('chainChanged', '0x1')
    expect(calls).toHaveLength(12)
  })

  it('counts listeners per event; a removed listener no longer counts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const emitter = createEmitter<{ a: number; b: number }>()
    const first = () => {}
    emitter.on('a', first)
    for (let index = 0; index < 9; index++) emitter.on('a', () => {})
    for (let index = 0; index < 10; index++) emitter.on('b', () => {})
    emitter.removeListener('a', first)
    emitter.on('a', () => {})
    expect(warn).not.toHaveBeenCalled()
  })
})
