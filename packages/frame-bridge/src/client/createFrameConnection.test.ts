import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { FRAME_ORIGIN, PAGE_ORIGIN } from '../testing/createWindowPair'
import { setupBridge } from '../testing/setupBridge'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** Lets the frame's READY and the 500 ms pause pass. */
const settle = () => vi.advanceTimersByTimeAsync(600)

describe('frame element', () => {
  test('is created lazily, hidden and fixed, with the spec query', async () => {
    const { client, appended } = setupBridge({ client: { enableCloudAuthAccount: true } })
    expect(appended).toHaveLength(0)
    expect(client.state).toBe('idle')
    const done = client.getChainId().catch(() => {})
    const frame = appended[0]!
    expect(frame).toMatchObject({ id: 'w3m-iframe', name: 'w3m-secure-iframe' })
    expect(frame.style).toMatchObject({ position: 'fixed', display: 'none' })
    const url = new URL(frame.src)
    expect(url.origin + url.pathname).toBe(`${FRAME_ORIGIN}/sdk`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      chainId: '8453',
      version: '4',
      enableLogger: 'false',
      rpcUrl: 'https://rpc.example/v1',
      enableCloudAuthAccount: 'true',
    })
    await settle()
    await done
  })

  test('is created at start when the email-login-used flag is stored', () => {
    const { appended, client } = setupBridge({
      storage: { '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true' },
    })
    expect(appended).toHaveLength(1)
    expect(client.state).toBe('created')
  })

  test('goes created → ready → dapp data synced → networks fetched → initialized', async () => {
    const { client, sent, storage } = setupBridge({ client: { sdkVersion: 'html-1.0.0' } })
    const states: string[] = []
    client.onStateChange((state) => states.push(state))
    const ready = vi.fn()
    client.onReady(ready)
    const started = client.start()
    await vi.advanceTimersByTimeAsync(499)
    expect(client.state).toBe('created') // READY arrived; the 500 ms pause has not passed
    await vi.advanceTimersByTimeAsync(1)
    await started
    expect(states).toEqual([
      'created',
      'ready',
      'dappDataSynced',
      'smartAccountNetworksFetched',
      'initialized',
    ])
    expect(ready).toHaveBeenCalledWith({ version: 'test-1' })
    expect(sent().map((m) => m.type)).toEqual([
      '@w3m-app/SYNC_DAPP_DATA',
      '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    ])
    expect(sent()[0]!.payload).toEqual({ projectId: 'p1', sdkVersion: 'html-1.0.0' })
    expect(storage.getItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('8453,42161')
  })

  test('a failed networks fetch stores an empty list and start-up still completes', async () => {
    const { client, storage } = setupBridge({
      handlers: {
        GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => {
          throw new Error('nope')
        },
      },
      storage: { '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS': '1' },
    })
    const started = client.start()
    await settle()
    await started
    expect(client.state).toBe('initialized')
    expect(storage.getItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('')
  })
})

test('a destroy during start-up is not undone by the start-up steps', async () => {
  const { client } = setupBridge({ handlers: { SYNC_DAPP_DATA: () => new Promise(() => {}) } })
  const started = client.start().catch((e: Error) => e.message)
  await settle()
  expect(client.state).toBe('ready')
  client.destroy()
  expect(await started).toBe('Something went wrong')
  expect(client.state).toBe('destroyed')
})

describe('timeouts', () => {
  test('20 s without READY: iframe_load_failed (APKT003), frame removed, waiting requests reject', async () => {
    const { client, appended } = setupBridge({ host: false })
    const user = client.getUser({}).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(client.state).toBe('created')
    await vi.advanceTimersByTimeAsync(1)
    const error = (await user) as { message: string; code: string }
    expect(error.message).toBe('iframe_load_failed')
    expect(error.code).toBe('APKT003')
    expect(client.state).toBe('failed')
    expect(appended).toHaveLength(0)
  })

  test('readyTimeoutMs shortens the wait', async () => {
    const { client } = setupBridge({ host: false, client: { readyTimeoutMs: 50 } })
    const started = client.start().catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(50)
    expect(await started).toBe('iframe_load_failed')
  })

  test('a frame that fails to load: Unable to load email login dependency', async () => {
    const { client, appended } = setupBridge({ host: false })
    const started = client.start().catch((e: Error) => e.message)
    appended[0]!.dispatchEvent(new Event('error'))
    expect(await started).toBe('Unable to load email login dependency')
  })

  test('120 s on a connect request: iframe_request_timeout (APKT004) and pending requests abort', async () => {
    const never = () => new Promise<never>(() => {})
    const { client } = setupBridge({
      handlers: { CONNECT_OTP: never, GET_USER: never, RPC_REQUEST: never },
    })
    await settleStart(client)
    const otp = client
      .connectOtp({ otp: '123456' })
      .catch((e: { message: string; code: string }) => e)
    const user = client.getUser({}).catch((e: Error) => e.message)
    const sign = client
      .rpcRequest({ method: 'personal_sign', params: ['0x1', '0x2'] })
      .catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await otp).toMatchObject({ message: 'iframe_request_timeout', code: 'APKT004' })
    expect(await user).toBe('Something went wrong')
    expect(await sign).toBe('Request was aborted')
  })

  test('sign-out resolves after 3 s without a reply, forgets the login and revokes the token', async () => {
    const fetch = vi.fn(async () => new Response(null))
    const { client, storage } = setupBridge({
      handlers: { SIGN_OUT: () => new Promise<void>(() => {}) },
      storage: {
        '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
        '@appkit-wallet/EMAIL': 'a@b.co',
        '@appkit-wallet/SESSION_TOKEN_KEY': 'tok',
      },
      client: { fetch },
    })
    await settleStart(client)
    let done = false
    const out = client.signOut().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await out
    expect(storage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBeNull()
    expect(storage.getItem('@appkit-wallet/EMAIL')).toBeNull()
    expect(storage.getItem('@appkit-wallet/SESSION_TOKEN_KEY')).toBeNull()
    // The page itself asks the secure site to end the session: a CORS-simple POST of the token.
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith(`${FRAME_ORIGIN}/api/session/revoke`, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
      body: 'tok',
    })
  })

  test('sign-out with a frame that cannot load still forgets and revokes', async () => {
    const fetch = vi.fn(async () => new Response(null))
    const { client, storage } = setupBridge({
      host: false,
      storage: { '@appkit-wallet/SESSION_TOKEN_KEY': 'tok', '@appkit-wallet/EMAIL': 'a@b.co' },
      // A document with no body: the frame element cannot even be added.
      client: { fetch, document: {} as Document },
    })
    await expect(client.signOut()).rejects.toThrow('Unable to load email login dependency')
    expect(storage.getItem('@appkit-wallet/SESSION_TOKEN_KEY')).toBeNull()
    expect(storage.getItem('@appkit-wallet/EMAIL')).toBeNull()
    expect(fetch).toHaveBeenCalledWith(
      `${FRAME_ORIGIN}/api/session/revoke`,
      expect.objectContaining({ body: 'tok' }),
    )
  })

  test('sign-out without a stored token sends nothing of its own', async () => {
    const fetch = vi.fn(async () => new Response(null))
    const { client } = setupBridge({ handlers: { SIGN_OUT: () => {} }, client: { fetch } })
    await settleStart(client)
    await client.signOut()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('abort', () => {
  test('abort() rejects RPC with Request was aborted, others with Something went wrong', async () => {
    const never = () => new Promise<never>(() => {})
    const { client } = setupBridge({ handlers: { GET_USER: never, RPC_REQUEST: never } })
    await settleStart(client)
    const user = client.getUser({}).catch((e: Error) => e.message)
    const call = client
      .rpcRequest({ method: 'eth_call', params: [] })
      .catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(0)
    client.abort()
    expect(await user).toBe('Something went wrong')
    expect(await call).toBe('Request was aborted')
  })

  test('abortRpcRequests rejects open non-safe RPC requests, keeps safe reads and sends RPC_ABORT', async () => {
    const held: Array<(v: unknown) => void> = []
    const { client, sent } = setupBridge({
      handlers: {
        RPC_REQUEST: () => new Promise((resolve) => held.push(resolve)),
        RPC_ABORT: () => {},
      },
    })
    await settleStart(client)
    const sign = client
      .rpcRequest({ method: 'personal_sign', params: ['0x1', '0x2'] })
      .catch((e: Error) => e.message)
    const read = client.rpcRequest({ method: 'eth_blockNumber', params: [] })
    await vi.advanceTimersByTimeAsync(0)
    await client.abortRpcRequests()
    expect(await sign).toBe('Request was aborted')
    expect(sent().at(-1)!.type).toBe('@w3m-app/RPC_ABORT')
    for (const resolve of held) resolve('0x10')
    expect(await read).toBe('0x10')
  })

  test('destroy removes the frame and its listener; later requests: W3mFrame: iframe is not set', async () => {
    const { client, appended, page } = setupBridge()
    await settleStart(client)
    const remove = vi.spyOn(page, 'removeEventListener')
    client.destroy()
    expect(appended).toHaveLength(0)
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function))
    expect(client.state).toBe('destroyed')
    await expect(client.getChainId()).rejects.toThrow('W3mFrame: iframe is not set')
  })
})

describe('who the page listens to', () => {
  test('posts with the frame origin as target and ignores other origins and sources', async () => {
    const { client, page, frameWindow } = setupBridge({
      handlers: { GET_CHAIN_ID: () => new Promise(() => {}) },
    })
    await settleStart(client)
    const result = client.getChainId()
    await vi.advanceTimersByTimeAsync(0)
    const last = frameWindow.posted.at(-1)!
    expect(last.targetOrigin).toBe(FRAME_ORIGIN)
    const { id } = last.message as { id: string }
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const forged = { type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', id, payload: { chainId: 666 } }
    page.receive(forged, 'https://evil.example', frameWindow) // wrong origin
    page.receive(forged, FRAME_ORIGIN, {}) // right origin, another window
    page.receive(forged, PAGE_ORIGIN, page)
    page.receive({ ...forged, type: '@w3m-frame/GET_USER_SUCCESS' }, FRAME_ORIGIN, frameWindow) // wrong reply type
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    page.receive({ ...forged, payload: { chainId: { no: 1 } } }, FRAME_ORIGIN, frameWindow)
    expect(warn).toHaveBeenCalledWith('invalid frame event', expect.anything())
    page.receive({ ...forged, payload: { chainId: 8453 } }, FRAME_ORIGIN, frameWindow) // the frame
    expect(await result).toEqual({ chainId: 8453 })
  })
})

async function settleStart(client: { start(): Promise<void> }) {
  const started = client.start()
  await settle()
  await started
}
