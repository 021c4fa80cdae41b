/** A client whose every method is async: the shape `lazyClient` can stand in for. */
export type AsyncClient<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never
}

/**
 * Stands in for a client built by `load()`, which runs on the first method call: the client's
 * module (and its schemas) become a chunk fetched after the first click, not with the page.
 * `sync` holds methods that answer at once, without the client (say, building a URL); a method
 * assigned on the stand-in replaces the client's.
 */
export function lazyClient<T extends object, S extends object = Record<never, never>>(
  load: () => Promise<T>,
  sync?: S,
): AsyncClient<Omit<T, keyof S>> & S {
  let client: Promise<T> | undefined
  return new Proxy({} as AsyncClient<Omit<T, keyof S>> & S, {
    get(target, name) {
      // A method assigned on the stand-in (a test's replacement) answers instead.
      if (Object.hasOwn(target, name)) return target[name as keyof typeof target]
      if (sync && name in sync) return sync[name as keyof S]
      return async (...args: unknown[]) => {
        client ??= load().catch((error: unknown) => {
          client = undefined
          throw error
        })
        const resolved = (await client) as Record<PropertyKey, (...args: unknown[]) => unknown>
        return resolved[name]?.(...args)
      }
    },
  })
}
