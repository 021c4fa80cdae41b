import { createFrameStorage, type FrameClient, type SocialPopup } from '@w3m/frame-bridge'
import type { AuthRuntime } from '../connectors/auth/authRuntime'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'
import { createTestCore } from './createTestCore'

/** Replies a test programs: each request name maps to a function of its payload. */
export type FakeReplies = Partial<Record<keyof FrameClient, (payload?: unknown) => unknown>>

/**
 * A frame client for unit tests: answers from `replies` (rejecting when a reply throws), records
 * every call, and keeps a real frame-bridge storage so the storage rules are the real ones.
 */
export function createFakeFrameClient(replies: FakeReplies = {}) {
  const calls: Array<{ name: string; payload: unknown }> = []
  const storage = createFrameStorage()
  const handler = {
    get(_: object, name: string) {
      if (name === 'storage') return storage
      if (name === 'calls') return calls
      // Not a thenable: `await getClient()` must give the client itself.
      if (name === 'frame' || name === 'then') return undefined
      if (name === 'state') return 'initialized'
      // Subscriptions (onReady, onStateChange, onSessionUpdate) are synchronous and answer an
      // unsubscribe, as on the real client; a test that wants to drive one gives a reply.
      if (name.startsWith('on') && !replies[name as keyof FrameClient]) return () => () => {}
      return async (payload?: unknown) => {
        calls.push({ name, payload })
        const reply = replies[name as keyof FrameClient]
        if (!reply) throw new Error(`fake frame client: no reply for ${name}`)
        return reply(payload)
      }
    },
  }
  return new Proxy({}, handler) as FrameClient & { calls: typeof calls }
}

/** A popup whose outcome the test decides. */
export function createFakePopup(outcome: Promise<string>) {
  const state = { navigatedTo: undefined as string | undefined, closed: false }
  const popup: SocialPopup = {
    navigate: (uri) => {
      state.navigatedTo = uri
    },
    result: () => outcome,
    close: () => {
      state.closed = true
    },
  }
  return { popup, state }
}

/**
 * A core with a fake EVM adapter (connect resolves; the auth connector records `setAddress`) and
 * the given frame client as its auth runtime, so actions run without a browser or a network.
 */
export function createAuthTestCore(client: FrameClient, popup?: SocialPopup) {
  const connected: Array<{ connectorId: string; chainId: number | undefined }> = []
  const addresses: string[] = []
  const connector = { id: 'w3mAuth', setAddress: (address: string) => addresses.push(address) }
  const core: Core = createTestCore({
    evm: {
      config: { connectors: [connector] },
      connect: async (connectorId: string, chainId?: number) => {
        connected.push({ connectorId, chainId })
        core.stores.account.address = '0x00000000000000000000000000000000000000a1'
        core.stores.account.status = 'connected'
      },
    } as unknown as Partial<EvmAdapter>,
  })
  const runtime = {
    client,
    connectorId: 'w3mAuth',
    module: {
      openSocialPopup: () => {
        if (!popup) throw new Error('fake runtime: no popup given')
        return popup
      },
    },
  } as unknown as AuthRuntime
  return { core, runtime, connected, addresses }
}
