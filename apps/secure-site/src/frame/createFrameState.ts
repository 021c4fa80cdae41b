/** Keys of the frame's own storage (the secure site's origin, never the host page's). */
const TOKEN_KEY = '@w3m-secure/session-token'
const DEVICE_KEY = '@w3m-secure/device-id'

/** What the frame remembers between requests: the session, this device, the flow in progress. */
export type FrameState = ReturnType<typeof createFrameState>

function safeStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    // Storage may be blocked for third-party frames; the session then lasts for the page only.
    return null
  }
}

/** The frame's state; the token and device id persist in the frame origin's storage. */
export function createFrameState(initialChainId: number) {
  const storage = safeStorage()
  let token = storage?.getItem(TOKEN_KEY) ?? null
  let deviceId = storage?.getItem(DEVICE_KEY) ?? null
  if (!deviceId) {
    deviceId = crypto.randomUUID()
    storage?.setItem(DEVICE_KEY, deviceId)
  }
  return {
    chainId: initialChainId,
    /** The Solana network after a switch to one (docs/behaviour.md#solana-embedded). */
    solanaChainId: null as string | null,
    /** The namespace of the last switch: GET_CHAIN_ID answers with its chain. */
    namespace: 'eip155' as 'eip155' | 'solana',
    deviceId,
    loginId: null as string | null,
    updateId: null as string | null,
    farcasterChannel: null as string | null,
    dappName: null as string | null,
    token: () => token,
    setDeviceId(next: string) {
      this.deviceId = next
      storage?.setItem(DEVICE_KEY, next)
    },
    setToken(next: string | null) {
      token = next
      if (next) storage?.setItem(TOKEN_KEY, next)
      else storage?.removeItem(TOKEN_KEY)
    },
  }
}
