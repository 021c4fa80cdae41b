import { SAFE_RPC_METHODS } from '../constants'
import { RequestAbortedError } from '../errors/errors'
import type { FrameRequestName } from '../schemas/requests'

type Pending = {
  name: FrameRequestName
  rpcMethod: string | undefined
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  timer: ReturnType<typeof setTimeout> | undefined
}

/** Tracks open requests so each settles exactly once and leaves no timer behind. */
export function createPendingRequests() {
  const open = new Map<string, Pending>()

  const take = (id: string) => {
    const entry = open.get(id)
    if (!entry) return undefined
    open.delete(id)
    clearTimeout(entry.timer)
    return entry
  }

  return {
    add(
      id: string,
      entry: Omit<Pending, 'timer'>,
      timeout?: { ms: number; onTimeout: () => void },
    ) {
      const timer = timeout ? setTimeout(timeout.onTimeout, timeout.ms) : undefined
      open.set(id, { ...entry, timer })
    },
    /** The request name waiting on `id`, if any. */
    nameOf: (id: string) => open.get(id)?.name,
    resolve(id: string, value: unknown) {
      take(id)?.resolve(value)
    },
    reject(id: string, error: unknown) {
      take(id)?.reject(error)
    },
    /** Rejects every open request: 'Request was aborted' for RPC, 'Something went wrong' else. */
    abortAll(cause?: unknown) {
      for (const id of [...open.keys()]) {
        const entry = take(id)
        entry?.reject(new RequestAbortedError(entry.name === 'RPC_REQUEST', cause))
      }
    },
    /** Rejects open RPC requests except safe read methods; returns how many it rejected. */
    abortRpc(): number {
      let count = 0
      for (const [id, entry] of [...open]) {
        if (entry.name !== 'RPC_REQUEST' || SAFE_RPC_METHODS.includes(entry.rpcMethod ?? ''))
          continue
        take(id)?.reject(new RequestAbortedError(true))
        count++
      }
      return count
    },
  }
}
