import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { cancelSiwx, signSiwxMessage } from './signSiwxMessage'
import { hasSiwxSession, readSiwxSessions } from './siwxSessions'
import { watchSiwx } from './watchSiwx'

const ADDRESS = '0x00000000000000000000000000000000000000a1'

function setup(request: (args: { method: string; params: unknown[] }) => unknown) {
  const stores = createTestCore({ options: { siwx: { statement: 'Sign in to the demo' } } }).stores
  Object.assign(stores.account, { address: ADDRESS, status: 'connected' })
  stores.chain.walletChainId = 8453
  const requests: Array<{ method: string; params: unknown[] }> = []
  let disconnected = 0
  const provider = {
    request: async (args: { method: string; params: unknown[] }) => {
      requests.push(args)
      return request(args)
    },
  }
  const core = {
    stores,
    storage: localStorage,
    evm: {
      getConnection: () => ({ connector: { getProvider: async () => provider } }),
      disconnect: async () => {
        disconnected++
      },
    },
  } as unknown as Core
  return { core, requests, disconnected: () => disconnected }
}

afterEach(() => localStorage.clear())

describe('sign in with X', () => {
  it('signs an EIP-4361 message with personal_sign and stores the session', async () => {
    const { core, requests } = setup(() => '0xsigned')
    core.stores.modal.open = true
    expect(await signSiwxMessage(core)).toBe(true)
    const [hexMessage, address] = (requests[0]?.params ?? []) as [string, string]
    const message = new TextDecoder().decode(
      Uint8Array.from(hexMessage.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)),
    )
    expect(requests[0]?.method).toBe('personal_sign')
    expect(address).toBe(ADDRESS)
    expect(message).toContain(`wants you to sign in with your Ethereum account:\n${ADDRESS}`)
    expect(message).toContain('Sign in to the demo')
    expect(message).toContain('Chain ID: 8453')
    expect(readSiwxSessions(localStorage)[0]).toMatchObject({ signature: '0xsigned', message })
    expect(core.stores.modal.open).toBe(false)
  })

  it('a failed signature says "Error signing message" and the view reopens', async () => {
    const { core } = setup(() => {
      throw Object.assign(new Error('User rejected the request'), { code: 4001 })
    })
    expect(await signSiwxMessage(core)).toBe(false)
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toContain(
      'Error signing message',
    )
    expect(core.stores.router.current.view).toBe('SIWXSignMessage')
    expect(core.stores.modal.open).toBe(true)
    expect(hasSiwxSession(localStorage, ADDRESS, 8453)).toBe(false)
  })

  it('cancel disconnects, unless a session exists for the network in use', async () => {
    const first = setup(() => '0xsigned')
    await cancelSiwx(first.core)
    expect(first.disconnected()).toBe(1)
    const second = setup(() => '0xsigned')
    await signSiwxMessage(second.core)
    await cancelSiwx(second.core)
    expect(second.disconnected()).toBe(0)
  })

  it('a new connection without a session opens SIWXSignMessage', async () => {
    const { core } = setup(() => '0xsigned')
    const stop = watchSiwx(core)
    await vi.waitFor(() => expect(core.stores.router.current.view).toBe('SIWXSignMessage'))
    expect(core.stores.modal.open).toBe(true)
    stop()
  })
})
