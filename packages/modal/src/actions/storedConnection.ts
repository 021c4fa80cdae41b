// Apart from ensureEvm: the first load's start reads it, ensureEvm loads only after the first open.

/** wagmi's persisted store key with the modal's prefix. */
const WAGMI_STORE_KEY = 'w3m.wagmi.store'

/** Whether the last visit left a connection to restore (so wagmi must load with the page). */
export function hasStoredConnection(storage: Storage | undefined): boolean {
  try {
    const raw = storage?.getItem(WAGMI_STORE_KEY)
    if (!raw) return false
    const connections = (JSON.parse(raw) as { state?: { connections?: { value?: unknown[] } } })
      .state?.connections?.value
    return Array.isArray(connections) && connections.length > 0
  } catch {
    return false
  }
}
