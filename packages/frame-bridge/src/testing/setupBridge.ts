// Test-only: a page client wired to a real frame host through the in-memory window pair.
import { createFrameClient, type FrameClientOptions } from '../client/createFrameClient'
import { createFrameHost, type FrameHandlers, type FrameHost } from '../host/createFrameHost'
import { createWindowPair, PAGE_ORIGIN, SECURE_SITE_URL } from './createWindowPair'
import { createMemoryStorage } from './memoryStorage'

export type SetupOptions = {
  handlers?: FrameHandlers
  client?: Partial<FrameClientOptions>
  storage?: Record<string, string>
  /** False: the frame never starts a host (it never announces READY). */
  host?: boolean
}

export function setupBridge({
  handlers = {},
  client: overrides = {},
  storage: stored = {},
  host: withHost = true,
}: SetupOptions = {}) {
  const hosts: FrameHost[] = []
  const pair = createWindowPair(() => {
    if (!withHost) return
    hosts.push(
      createFrameHost({
        window: pair.frameWindow as unknown as Window,
        allowedParentOrigins: [PAGE_ORIGIN],
        parentOrigin: PAGE_ORIGIN,
        version: 'test-1',
        handlers: {
          SYNC_DAPP_DATA: () => {},
          GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({
            smartAccountEnabledNetworks: [8453, 42161],
          }),
          ...handlers,
        },
      }),
    )
  })
  const storage = createMemoryStorage(stored)
  const client = createFrameClient({
    secureSiteUrl: SECURE_SITE_URL,
    projectId: 'p1',
    chainId: 8453,
    rpcUrl: 'https://rpc.example/v1',
    document: pair.document,
    storage,
    ...overrides,
  })
  /** Requests the page posted to the frame, in order. */
  const sent = () =>
    pair.frameWindow.posted.map(
      (p) => p.message as { type: string; id?: string; payload?: unknown },
    )
  return { ...pair, client, storage, hosts, sent }
}
