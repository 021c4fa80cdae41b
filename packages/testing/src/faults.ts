/** What an armed fault does to the next matching calls of the devnet's APIs. */
export type FaultKind = '429' | '500' | '502' | '503' | 'delay' | 'malformed' | 'drop'

/** A fault to arm: `route` is a path, `*` or `:name` standing for one segment. */
export type Fault = {
  route: string
  kind: FaultKind
  /** Only calls of this HTTP method. */
  method?: string
  /** Calls it applies to before it wears off (1 unless set). */
  count?: number
  /** Seconds of Retry-After with a 429. */
  retryAfter?: number
  /** How long a `delay` holds the call. */
  delayMs?: number
}

/** Arms and clears faults of the devnet's APIs (the Blockchain API, explorer, relay routes...). */
export type Faults = {
  arm(fault: Fault): Promise<void>
  list(): Promise<Array<Fault & { id: string; remaining: number }>>
  /** Clears the faults of one route, or all. */
  clear(route?: string): Promise<void>
}

/** The fault switches of a devnet whose API answers at `apiUrl`, called with `fetcher`. */
export function createFaults(apiUrl: string, fetcher: typeof fetch): Faults {
  const call = async (method: string, body?: unknown, query = '') => {
    const response = await fetcher(`${apiUrl}/devnet/faults${query}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`faults: ${response.status} ${await response.text()}`)
    return response.json() as Promise<{ faults: Array<Fault & { id: string; remaining: number }> }>
  }
  return {
    arm: async (fault) => {
      await call('POST', fault)
    },
    list: async () => (await call('GET')).faults,
    clear: async (route) => {
      await call('DELETE', undefined, route ? `?route=${encodeURIComponent(route)}` : '')
    },
  }
}
