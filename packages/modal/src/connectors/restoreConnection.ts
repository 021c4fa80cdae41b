import { type Config, type Connection, reconnect, watchConnectors } from '@wagmi/core'

/** How long a restore waits for the wallets of the last connection to announce themselves. */
const ANNOUNCE_WAIT_MS = 5_000

/**
 * Restores the last visit's connection, for a page that may be slow: wagmi's reconnect tries only
 * the connectors it knows at that moment, and a wallet that announces itself late (a busy CPU, an
 * extension that injects after load) is missed — wagmi then writes an empty connection over the
 * stored one and the visitor is signed out for good. So this waits (bounded) for the stored
 * connectors to appear before reconnecting; when the reconnect still restores nothing and no
 * stored wallet said its session is gone, it puts the stored connection back and reconnects again
 * as soon as a missing wallet appears.
 */
export function createRestore(config: Config, waitMs = ANNOUNCE_WAIT_MS) {
  // wagmi ignores a reconnect called while one runs (it returns []): run them one at a time.
  let queue: Promise<readonly Connection[]> = Promise.resolve([])
  const reconnectOnce = () => {
    queue = queue.then(
      () => reconnect(config),
      () => reconnect(config),
    )
    return queue
  }
  const present = (ids: readonly string[]) =>
    ids.filter((id) => config.connectors.some((connector) => connector.id === id))

  return async function restore(): Promise<readonly Connection[]> {
    const stored = await readStored(config, waitMs)
    if (!stored) return reconnectOnce()
    const { ids, keep } = stored
    if (present(ids).length < ids.length) {
      config.setState((state) => ({ ...state, status: 'reconnecting' }))
      await waitFor(config, () => present(ids).length === ids.length, waitMs)
    }
    const restored = await reconnectOnce()
    if (restored.length > 0) return restored
    if (await sessionGone(config, ids)) return restored
    await keep()
    retryWhenAnnounced(config, ids, present, reconnectOnce, keep)
    return restored
  }
}

/** zustand's persist API on wagmi's store: hydration from storage is asynchronous. */
type Persist = {
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
  getOptions(): { name?: string; version?: number; partialize?: (state: unknown) => unknown }
}

/**
 * The last visit's connection as wagmi persisted it, once hydrated: the connector ids (stored
 * connections and the recent id) and the value to write back into storage to keep it.
 */
async function readStored(config: Config, waitMs: number) {
  const persist = (config._internal.store as unknown as { persist?: Persist }).persist
  if (!persist) return undefined
  // A storage that fails never finishes hydrating: then there is nothing stored to keep.
  if (!persist.hasHydrated())
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, waitMs)
      const stop = persist.onFinishHydration(done)
      function done() {
        clearTimeout(timer)
        stop()
        resolve()
      }
    })
  const ids = new Set([...config.state.connections.values()].map((entry) => entry.connector.id))
  if (ids.size === 0) return undefined
  try {
    const recent = await config.storage?.getItem('recentConnectorId')
    if (typeof recent === 'string') ids.add(recent)
  } catch {}
  const options = persist.getOptions()
  const value = {
    state: options.partialize?.(config.state) ?? config.state,
    version: options.version,
  }
  const keep = async () => {
    await config.storage?.setItem(options.name ?? 'store', value)
  }
  return { ids: [...ids], keep }
}

/** True only when every stored wallet is present and says it is no longer authorised. */
async function sessionGone(config: Config, ids: readonly string[]): Promise<boolean> {
  for (const id of ids) {
    const connector = config.connectors.find((entry) => entry.id === id)
    if (!connector) return false
    if (await connector.isAuthorized().catch(() => true)) return false
  }
  return true
}

function waitFor(config: Config, done: () => boolean, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(finish, waitMs)
    const stop = watchConnectors(config, {
      onChange() {
        if (done()) finish()
      },
    })
  })
}

/** Reconnects once per late wallet; stops once anything is connected. */
function retryWhenAnnounced(
  config: Config,
  ids: readonly string[],
  present: (ids: readonly string[]) => string[],
  reconnectOnce: () => Promise<readonly Connection[]>,
  keep: () => Promise<void>,
): void {
  let seen = new Set(present(ids))
  const stop = watchConnectors(config, {
    onChange() {
      if (config.state.status === 'connected') return stop()
      const now = present(ids)
      if (now.every((id) => seen.has(id))) return
      seen = new Set(now)
      void reconnectOnce().then(async (restored) => {
        if (restored.length > 0 || config.state.status === 'connected') return stop()
        if (await sessionGone(config, ids)) return stop()
        await keep()
      })
    },
  })
}
