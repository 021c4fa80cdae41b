/** A small typed event emitter for the provider's EIP-1193 events. */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<(value: never) => void>>()
  return {
    on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): void {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (value: never) => void)
      listeners.set(event, set)
    },
    removeListener<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): void {
      listeners.get(event)?.delete(listener as (value: never) => void)
    },
    emit<E extends keyof Events>(event: E, value: Events[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as (value: Events[E]) => void)(value)
      }
    },
  }
}
