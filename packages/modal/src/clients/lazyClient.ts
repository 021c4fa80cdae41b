/** A client whose every method is async: the shape `lazyClient` can stand in for. */
export type AsyncClient<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never
}

/**
 * Stands in for a client built by `load()`, which runs on the first method call: the client's
 * module (and its schemas) become a chunk fetched after the first click, not with the page.
 */
export function lazyClient<T extends object>(load: () => Promise<T>): AsyncClient<T> {
  let client: Promise<T> | undefined
  return new Proxy({} as AsyncClient<T>, {
    get(_target, name) {
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
