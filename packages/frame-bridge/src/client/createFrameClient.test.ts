import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { FrameHandlers } from '../host/createFrameHost'
import { setupBridge } from '../testing/setupBridge'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const user = {
  email: 'a@b.co',
  address: '0xabc',
  chainId: 8453,
  userName: 'alice',
  preferredAccountType: 'smartAccount',
}

async function ready(handlers: FrameHandlers, storage?: Record<string, string>) {
  const bridge = setupBridge({ handlers, storage })
  const started = bridge.client.start()
  await vi.advanceTimersByTimeAsync(600)
  await started
  return bridge
}

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOL_ADDRESS = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'

// Every request of docs/wire.md#frame-messages: what the page passes, what the frame answers, what resolves.
const cases = [
  ['switchNetwork', 'SWITCH_NETWORK', { chainId: 42161 }, { chainId: 42161 }],
  ['connectEmail', 'CONNECT_EMAIL', { email: 'a@b.co' }, { action: 'VERIFY_OTP' }],
  ['connectDevice', 'CONNECT_DEVICE', undefined, undefined],
  ['connectOtp', 'CONNECT_OTP', { otp: '123456' }, undefined],
  ['connectSocial', 'CONNECT_SOCIAL', { uri: 'https://secure.example/r?code=1' }, user],
  [
    'getSocialRedirectUri',
    'GET_SOCIAL_REDIRECT_URI',
    { provider: 'github' },
    { uri: 'https://github.example/oauth' },
  ],
  ['getFarcasterUri', 'GET_FARCASTER_URI', undefined, { url: 'https://farcaster.example/c' }],
  ['connectFarcaster', 'CONNECT_FARCASTER', undefined, { userName: 'bob' }],
  ['getUser', 'GET_USER', {}, { ...user, smartAccountDeployed: true }],
  ['signOut', 'SIGN_OUT', undefined, undefined],
  ['isConnected', 'IS_CONNECTED', { token: 't' }, { isConnected: true }],
  ['getChainId', 'GET_CHAIN_ID', undefined, { chainId: 8453 }],
  ['rpcRequest', 'RPC_REQUEST', { method: 'eth_blockNumber', params: [] }, '0x10'],
  ['updateEmail', 'UPDATE_EMAIL', { email: 'c@d.co' }, { action: 'VERIFY_PRIMARY_OTP' }],
  ['updateEmailPrimaryOtp', 'UPDATE_EMAIL_PRIMARY_OTP', { otp: '1' }, undefined],
  ['updateEmailSecondaryOtp', 'UPDATE_EMAIL_SECONDARY_OTP', { otp: '2' }, { newEmail: 'c@d.co' }],
  [
    'syncTheme',
    'SYNC_THEME',
    { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' } },
    undefined,
  ],
  ['syncDappData', 'SYNC_DAPP_DATA', { projectId: 'p1', sdkType: 'w3m' }, undefined],
  [
    'getSmartAccountEnabledNetworks',
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    undefined,
    { smartAccountEnabledNetworks: [1] },
  ],
  ['initSmartAccount', 'INIT_SMART_ACCOUNT', undefined, undefined],
  [
    'setPreferredAccount',
    'SET_PREFERRED_ACCOUNT',
    { type: 'eoa' },
    { type: 'eoa', address: '0xabc' },
  ],
  ['reload', 'RELOAD', undefined, undefined],
  ['rpcAbort', 'RPC_ABORT', undefined, undefined],
  // The Solana side (docs/wire.md#solana-methods): base58 bytes, CAIP-2 network ids.
  ['switchNetwork', 'SWITCH_NETWORK', { chainId: SOLANA }, { chainId: SOLANA }],
  [
    'getUser',
    'GET_USER',
    { chainId: SOLANA },
    {
      ...user,
      address: SOL_ADDRESS,
      chainId: SOLANA,
      accounts: [{ address: SOL_ADDRESS, type: 'eoa' }],
    },
  ],
  [
    'rpcRequest',
    'RPC_REQUEST',
    {
      method: 'solana_signMessage',
      params: { message: '3Bxs4h', pubkey: SOL_ADDRESS },
      chainNamespace: 'solana',
      chainId: SOLANA,
    },
    {
      signature:
        '5j7s6NiJS3JAkvgkoc18WVAsiSaci2pxB2A6ueCJP4tprA2TFg9wSyTLeYouxPBJEMzJinENTkpA52YStRW5Dia7',
    },
  ],
  [
    'rpcRequest',
    'RPC_REQUEST',
    {
      method: 'solana_signTransaction',
      params: { transaction: '3Bxs4h' },
      chainNamespace: 'solana',
    },
    { transaction: '3Bxs4hL' },
  ],
  [
    'rpcRequest',
    'RPC_REQUEST',
    { method: 'solana_signAllTransactions', params: { transactions: ['3Bxs4h', '3Bxs'] } },
    { transactions: ['3Bxs4hL', '3BxsL'] },
  ],
  [
    'rpcRequest',
    'RPC_REQUEST',
    {
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: '3Bxs4h',
        options: {
          skipPreflight: true,
          preflightCommitment: 'processed',
          maxRetries: 0,
          minContextSlot: 7,
        },
      },
      chainNamespace: 'solana',
      chainId: SOLANA,
    },
    {
      signature:
        '5j7s6NiJS3JAkvgkoc18WVAsiSaci2pxB2A6ueCJP4tprA2TFg9wSyTLeYouxPBJEMzJinENTkpA52YStRW5Dia7',
    },
  ],
] as const

describe.each(cases)('%s', (method, name, payload, result) => {
  test(`posts @w3m-app/${name} and resolves with the _SUCCESS payload`, async () => {
    const handler = vi.fn(() => result)
    const { client, sent } = await ready({ [name]: handler } as FrameHandlers)
    const startUpCalls = handler.mock.calls.length // start-up syncs dapp data and fetches networks
    const call = (client[method] as (p?: unknown) => Promise<unknown>)(payload)
    // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
    call.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    expect(await call).toEqual(result)
    const message = sent().at(-1)!
    expect(message.type).toBe(`@w3m-app/${name}`)
    if (payload === undefined) expect(message).not.toHaveProperty('payload')
    else expect(message.payload).toMatchObject(payload)
    expect(handler).toHaveBeenCalledTimes(startUpCalls + 1)
  })

  test(`rejects with the _ERROR message of @w3m-frame/${name}_ERROR`, async () => {
    const { client } = await ready({
      [name]: () => {
        throw new Error(`no ${name}`)
      },
    } as FrameHandlers)
    const call = (client[method] as (p?: unknown) => Promise<unknown>)(payload)
    // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
    call.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    await expect(call).rejects.toThrow(`no ${name}`)
  })
})

test('an RPC _ERROR with a provider code rejects keeping it (rpcCode)', async () => {
  const { client } = await ready({
    RPC_REQUEST: () => {
      throw Object.assign(new Error('Duplicate ID'), { rpcCode: 5720 })
    },
  })
  const call = client.rpcRequest({ method: 'wallet_getCallsStatus', params: ['x'] })
  // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
  call.catch(() => {})
  await vi.advanceTimersByTimeAsync(0)
  await expect(call).rejects.toMatchObject({ shortMessage: 'Duplicate ID', rpcCode: 5720 })
})

test("an _ERROR without a message rejects with 'An error occurred'", async () => {
  const { client, page, frameWindow, sent } = await ready({
    GET_CHAIN_ID: () => new Promise(() => {}),
  })
  const call = client.getChainId()
  // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
  call.catch(() => {})
  await vi.advanceTimersByTimeAsync(0)
  page.receive(
    { type: '@w3m-frame/GET_CHAIN_ID_ERROR', id: sent().at(-1)!.id },
    'https://secure.example',
    frameWindow,
  )
  await expect(call).rejects.toThrow('An error occurred')
})

describe('validation before anything is posted', () => {
  test('invalid email: Please enter a valid email address (APKTW002)', async () => {
    const { client, sent } = await ready({})
    const before = sent().length
    await expect(client.connectEmail({ email: 'not-an-email' })).rejects.toMatchObject({
      message: 'Please enter a valid email address',
      code: 'APKTW002',
    })
    expect(sent()).toHaveLength(before)
  })

  test.each([
    ['provider', () => ({ provider: 'myspace' }), 'getSocialRedirectUri'],
    ['themeMode', () => ({ themeMode: 'blue' }), 'syncTheme'],
    ['otp', () => ({ otp: 123456 }), 'connectOtp'],
  ] as const)('%s outside its list is refused', async (_field, payload, method) => {
    const { client, sent } = await ready({})
    const before = sent().length
    await expect((client[method] as (p: unknown) => Promise<unknown>)(payload())).rejects.toThrow(
      /^Invalid /,
    )
    expect(sent()).toHaveLength(before)
  })
})

describe('storage rules', () => {
  test('login success stores the email, the flag, the chain and the social username; clears the email wait', async () => {
    const { client, storage } = await ready(
      { CONNECT_SOCIAL: () => user },
      { '@appkit-wallet/LAST_EMAIL_LOGIN_TIME': '1' },
    )
    const call = client.connectSocial({ uri: 'https://secure.example/r' })
    // Observed below, after the timers run; this keeps the rejection from counting as unhandled meanwhile.
    call.catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    await call
    expect(storage.getItem('@appkit-wallet/EMAIL')).toBe('a@b.co')
    expect(storage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBe('true')
    expect(storage.getItem('@appkit-wallet/LAST_USED_CHAIN_KEY')).toBe('8453')
    expect(storage.getItem('@appkit-wallet/SOCIAL_USERNAME')).toBe('alice')
    expect(storage.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBeNull()
  })

  test('an email send starts the 30 s wait', async () => {
    const { client } = await ready({ CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' as const }) })
    const first = client.connectEmail({ email: 'a@b.co' })
    await vi.advanceTimersByTimeAsync(0)
    await first
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(client.connectEmail({ email: 'a@b.co' })).rejects.toThrow(
      'Please try again after 20 seconds',
    )
    await vi.advanceTimersByTimeAsync(20_000)
    const third = client.connectEmail({ email: 'a@b.co' })
    await vi.advanceTimersByTimeAsync(0)
    await expect(third).resolves.toEqual({ action: 'VERIFY_OTP' })
  })

  test.each([
    ['false', () => ({ isConnected: false })],
    [
      'an error',
      () => {
        throw new Error('expired')
      },
    ],
  ])('a connection check answering %s forgets the login', async (_, IS_CONNECTED) => {
    const stored = {
      '@appkit-wallet/EMAIL_LOGIN_USED_KEY': 'true',
      '@appkit-wallet/EMAIL': 'a@b.co',
      '@appkit-wallet/LAST_USED_CHAIN_KEY': '8453',
      '@appkit-wallet/SOCIAL_USERNAME': 'alice',
      '@appkit-wallet/SESSION_TOKEN_KEY': 'tok',
    }
    const { client, storage } = await ready({ IS_CONNECTED }, stored)
    const check = client.isConnected().catch(() => {})
    await vi.advanceTimersByTimeAsync(0)
    await check
    expect(storage.length).toBe(2) // the session token and the smart-account networks remain
    expect(storage.getItem('@appkit-wallet/SESSION_TOKEN_KEY')).toBe('tok')
  })

  test('without a stored login, isConnected answers false and loads no frame', async () => {
    const { client, appended } = setupBridge()
    expect(await client.isConnected()).toEqual({ isConnected: false })
    expect(appended).toHaveLength(0)
  })

  test('SESSION_UPDATE reaches subscribers and stores the token', async () => {
    const { client, hosts, storage } = await ready({})
    const seen = vi.fn()
    const off = client.onSessionUpdate(seen)
    hosts[0]!.sendSessionUpdate('tok-2')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveBeenCalledWith({ token: 'tok-2' })
    expect(storage.getItem('@appkit-wallet/SESSION_TOKEN_KEY')).toBe('tok-2')
    off()
    hosts[0]!.sendSessionUpdate('tok-3')
    await vi.advanceTimersByTimeAsync(0)
    expect(seen).toHaveBeenCalledTimes(1)
  })
})
