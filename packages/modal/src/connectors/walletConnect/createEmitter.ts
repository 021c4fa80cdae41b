/** Listeners per event past which the emitter warns, once (docs/behaviour.md#limits). */
export const MAX_LISTENERS = 10

/**
 * A small typed event emitter for the provider's EIP-1193 events. More than `MAX_LISTENERS` on
 * one event is usually a leak (a view that subscribes on every render), so the emitter says so
 * on the console once; it still adds the listener.
 */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<(value: never) => void>>()
  let warned = false
  return {
    on<E extends keyof Events>(event: E, listener: (value: Events[E]) => void): void {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (value: never) => void)
      listeners.set(event, set)
      if (set.size > MAX_LISTENERS && !warned) {
        warned = true
        console.warn(
          `w3m: ${set.size} listeners on "${String(event)}", more than ${MAX_LISTENERS}: a possible leak`,
        )
      }
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
