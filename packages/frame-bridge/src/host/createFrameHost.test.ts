import { afterEach, describe, expect, test, vi } from 'vitest'
import { frameEventSchema } from '../schemas/events'
import {
  createFakeWindow,
  createWindowPair,
  FRAME_ORIGIN,
  PAGE_ORIGIN,
} from '../testing/createWindowPair'
import { createFrameHost, type FrameHostOptions } from './createFrameHost'

afterEach(() => {
  vi.restoreAllMocks()
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(options: Partial<FrameHostOptions> = {}) {
  const { page, frameWindow } = createWindowPair()
  const host = createFrameHost({
    window: frameWindow as unknown as Window,
    allowedParentOrigins: [PAGE_ORIGIN],
    parentOrigin: PAGE_ORIGIN,
    version: '9.9.9',
    handlers: {},
    ...options,
  })
  /** Posts as the page would, from `origin` and `source`. */
  const fromPage = (data: unknown, origin = PAGE_ORIGIN, source: unknown = page) =>
    frameWindow.receive(data, origin, source)
  const replies = () => page.posted
  return { host, page, frameWindow, fromPage, replies }
}

describe('READY', () => {
  test('announces READY with its version to the exact parent origin', () => {
    const { replies } = setup()
    expect(replies()).toEqual([
      {
        message: { type: '@w3m-frame/READY', payload: { version: '9.9.9' } },
        targetOrigin: PAGE_ORIGIN,
      },
    ])
  })

  test('finds the parent origin from ancestorOrigins, then the referrer', () => {
    const { frameWindow } = createWindowPair()
    Object.assign(frameWindow, { location: { ancestorOrigins: [PAGE_ORIGIN] } })
    const base = { window: frameWindow as unknown as Window, version: '1', handlers: {} }
    expect(createFrameHost({ ...base, allowedParentOrigins: [PAGE_ORIGIN] }).parentOrigin).toBe(
      PAGE_ORIGIN,
    )
    Object.assign(frameWindow, { location: {}, document: { referrer: `${PAGE_ORIGIN}/shop?x=1` } })
    expect(
      createFrameHost({ ...base, allowedParentOrigins: (o) => o === PAGE_ORIGIN }).parentOrigin,
    ).toBe(PAGE_ORIGIN)
  })

  test('stays silent for a parent origin it does not serve', () => {
    const { replies, host } = setup({ parentOrigin: 'https://evil.example' })
    expect(host.parentOrigin).toBeUndefined()
    expect(replies()).toEqual([])
    expect(() => host.sendSessionUpdate('t')).toThrow('W3mFrame: parent is not set')
  })

  test('without a parent window: W3mFrame: parent is not set', () => {
    const lone = createFakeWindow(FRAME_ORIGIN)
    expect(() =>
      createFrameHost({
        window: lone as unknown as Window,
        allowedParentOrigins: [PAGE_ORIGIN],
        parentOrigin: PAGE_ORIGIN,
        version: '1',
        handlers: {},
      }),
    ).toThrow('W3mFrame: parent is not set')
  })
})

describe('requests', () => {
  test('hands a valid request to its handler and replies _SUCCESS with the same id', async () => {
    const GET_CHAIN_ID = vi.fn(() => ({ chainId: 8453 }))
    const { fromPage, replies } = setup({ handlers: { GET_CHAIN_ID } })
    fromPage({ type: '@w3m-app/GET_CHAIN_ID', id: 'r1' })
    await flush()
    expect(GET_CHAIN_ID).toHaveBeenCalledWith(undefined, { id: 'r1', origin: PAGE_ORIGIN })
    expect(replies().at(-1)).toEqual({
      message: { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id: 'r1', payload: { chainId: 8453 } },
      targetOrigin: PAGE_ORIGIN,
    })
  })

  test('a throwing handler, a missing handler and an invalid result reply _ERROR', async () => {
    const { fromPage, replies } = setup({
      handlers: {
        CONNECT_OTP: () => {
          throw new Error('Invalid code')
        },
        GET_CHAIN_ID: () => ({ chainId: { bad: true } }) as never,
      },
    })
    fromPage({ type: '@w3m-app/CONNECT_OTP', id: 'a', payload: { otp: '1' } })
    fromPage({ type: '@w3m-app/RELOAD', id: 'b' })
    fromPage({ type: '@w3m-app/GET_CHAIN_ID', id: 'c' })
    await flush()
    const errors = replies()
      .slice(1)
      .map((r) => r.message)
    expect(errors).toEqual([
      { type: '@w3m-frame/CONNECT_OTP_ERROR', id: 'a', payload: { message: 'Invalid code' } },
      {
        type: '@w3m-frame/RELOAD_ERROR',
        id: 'b',
        payload: { message: '@w3m-app/RELOAD is not supported' },
      },
      {
        type: '@w3m-frame/GET_CHAIN_ID_ERROR',
        id: 'c',
        payload: { message: 'Invalid GET_CHAIN_ID result' },
      },
    ])
  })

  test('an error naming a provider code (rpcCode) replies with it; the page keeps it', async () => {
    const { fromPage, replies } = setup({
      handlers: {
        RPC_REQUEST: () => {
          throw Object.assign(new Error('Unknown bundle id'), { rpcCode: 5730 })
        },
      },
    })
    fromPage({
      type: '@w3m-app/RPC_REQUEST',
      id: 'a',
      payload: { method: 'wallet_getCallsStatus', params: ['x'] },
    })
    await flush()
    const reply = replies()[1]!.message
    expect(reply).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'a',
      payload: { message: 'Unknown bundle id', code: 5730 },
    })
    expect(frameEventSchema.safeParse(reply).success).toBe(true)
  })

  test('ignores other origins and other windows', async () => {
    const GET_CHAIN_ID = vi.fn(() => ({ chainId: 1 }))
    const { fromPage, page } = setup({ handlers: { GET_CHAIN_ID } })
    fromPage({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, 'https://evil.example')
    fromPage({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' }, PAGE_ORIGIN, {})
    await flush()
    expect(GET_CHAIN_ID).not.toHaveBeenCalled()
    expect(page.posted).toHaveLength(1) // READY only
  })

  test('an invalid payload warns, never reaches the handler, and is answered with _ERROR', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const CONNECT_EMAIL = vi.fn(() => ({ action: 'CONNECT' as const }))
    const { fromPage, replies } = setup({ handlers: { CONNECT_EMAIL } })
    fromPage({ type: '@w3m-app/CONNECT_EMAIL', id: 'e', payload: { email: 'nope' } })
    await flush()
    expect(warn).toHaveBeenCalledWith(
      'W3mFrame: invalid app event',
      expect.stringContaining('Please enter a valid email address'),
    )
    expect(CONNECT_EMAIL).not.toHaveBeenCalled()
    expect(replies().at(-1)!.message).toMatchObject({
      type: '@w3m-frame/CONNECT_EMAIL_ERROR',
      id: 'e',
    })
  })

  test('onInvalidEvent receives invalid events instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const onInvalidEvent = vi.fn()
    const { fromPage, replies } = setup({ onInvalidEvent })
    fromPage({ type: '@w3m-app/SYNC_THEME', id: 't', payload: { themeMode: 'blue' } })
    await flush()
    expect(onInvalidEvent).toHaveBeenCalledWith(
      expect.objectContaining({ id: 't' }),
      expect.stringContaining('themeMode'),
    )
    expect(replies()).toHaveLength(1)
  })

  test('sendSessionUpdate posts SESSION_UPDATE to the parent origin', () => {
    const { host, replies } = setup()
    host.sendSessionUpdate('tok')
    expect(replies().at(-1)).toEqual({
      message: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok' } },
      targetOrigin: PAGE_ORIGIN,
    })
  })

  test('destroy stops listening', async () => {
    const GET_CHAIN_ID = vi.fn(() => ({ chainId: 1 }))
    const { host, fromPage } = setup({ handlers: { GET_CHAIN_ID } })
    host.destroy()
    fromPage({ type: '@w3m-app/GET_CHAIN_ID', id: 'x' })
    await flush()
    expect(GET_CHAIN_ID).not.toHaveBeenCalled()
  })
})
