import { SIGN_OUT_TIMEOUT_MS } from '../constants'
import { EmailSendWaitError } from '../errors/errors'
import type {
  FrameRequestName,
  FrameRequestPayload,
  FrameRequestResult,
  NoPayloadRequest,
} from '../schemas/requests'
import type { FrameStorage } from '../storage/createFrameStorage'
import {
  prepareRpcRequest,
  type RpcRequest,
  type RpcUrlSource,
  rpcUrlOf,
  toHexChainId,
} from './prepareRpcRequest'

type Method<K extends FrameRequestName> = K extends NoPayloadRequest
  ? () => Promise<FrameRequestResult<K>>
  : (payload: FrameRequestPayload<K>) => Promise<FrameRequestResult<K>>

/** What the request methods need from the client. */
export type RequestMethodsParameters = {
  send: <K extends FrameRequestName>(
    name: K,
    payload?: unknown,
    rpcMethod?: string,
  ) => Promise<FrameRequestResult<K>>
  validate: (name: FrameRequestName, payload: unknown) => unknown
  storage: FrameStorage
  options: RpcUrlSource
  lastChainId: () => string | number | undefined
  /** Ends a session at the secure site without the frame (sign-out's fallback). */
  revoke: (token: string) => void
}

/** One typed method per request of docs/wire.md#frame-messages, with the storage rules of docs/wire.md#storage around them. */
export function createRequestMethods({
  send,
  validate,
  storage,
  options,
  lastChainId,
  revoke,
}: RequestMethodsParameters) {
  function checkEmailWait() {
    const waitMs = storage.emailSendWaitMs()
    if (waitMs > 0) throw new EmailSendWaitError(waitMs)
  }

  function onLogin(user: {
    email?: string | null | undefined
    chainId: string | number
    userName?: string | null | undefined
  }) {
    if (user.userName) storage.set('SOCIAL_USERNAME', user.userName)
    storage.setLoginSuccess(user.email)
    storage.set('LAST_USED_CHAIN', String(user.chainId))
  }

  return {
    connectEmail: (async (payload) => {
      validate('CONNECT_EMAIL', payload)
      checkEmailWait()
      const result = await send('CONNECT_EMAIL', payload)
      storage.setEmailSent()
      return result
    }) as Method<'CONNECT_EMAIL'>,
    connectDevice: (() => send('CONNECT_DEVICE')) as Method<'CONNECT_DEVICE'>,
    connectOtp: ((payload) => send('CONNECT_OTP', payload)) as Method<'CONNECT_OTP'>,
    connectSocial: (async (payload) => {
      const chainId = payload.chainId ?? lastChainId()
      const user = await send('CONNECT_SOCIAL', {
        chainId,
        rpcUrl: chainId === undefined ? undefined : rpcUrlOf(options, chainId),
        ...payload,
      })
      onLogin(user)
      return user
    }) as Method<'CONNECT_SOCIAL'>,
    getSocialRedirectUri: ((payload) =>
      send('GET_SOCIAL_REDIRECT_URI', payload)) as Method<'GET_SOCIAL_REDIRECT_URI'>,
    getFarcasterUri: (() => send('GET_FARCASTER_URI')) as Method<'GET_FARCASTER_URI'>,
    connectFarcaster: (async () => {
      const result = await send('CONNECT_FARCASTER')
      storage.set('SOCIAL_USERNAME', result.userName)
      return result
    }) as Method<'CONNECT_FARCASTER'>,
    getUser: (async (payload) => {
      const chainId = payload.chainId ?? lastChainId() ?? 1
      const user = await send('GET_USER', {
        chainId,
        rpcUrl: rpcUrlOf(options, chainId),
        ...payload,
      })
      onLogin(user)
      if (user.preferredAccountType)
        storage.set('PREFERRED_ACCOUNT_TYPE', user.preferredAccountType)
      return user
    }) as Method<'GET_USER'>,
    /**
     * Resolves after the frame confirms, or after 3 s at most (a frame error still rejects);
     * forgets the login either way. The page drops its token and revokes it at the secure site
     * itself: the frame may be unreachable, or hold no token of its own (storage denied).
     */
    async signOut(): Promise<undefined> {
      const token = storage.get('SESSION_TOKEN')
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          send('SIGN_OUT'),
          new Promise((resolve) => {
            timer = setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)
          }),
        ])
      } finally {
        clearTimeout(timer)
        storage.clearLogin()
        storage.remove('SESSION_TOKEN')
        if (token) revoke(token)
      }
      return undefined
    },
    /** Without a stored login there is no session to ask about, so no frame is loaded. */
    async isConnected(payload?: { token: string }): Promise<{ isConnected: boolean }> {
      if (!payload && !storage.isLoginUsed()) return { isConnected: false }
      try {
        const result = await send('IS_CONNECTED', payload)
        if (!result.isConnected) storage.clearLogin()
        return result
      } catch (error) {
        storage.clearLogin()
        throw error
      }
    },
    getChainId: (async () => {
      const result = await send('GET_CHAIN_ID')
      storage.set('LAST_USED_CHAIN', String(result.chainId))
      return result
    }) as Method<'GET_CHAIN_ID'>,
    switchNetwork: (async (payload) => {
      const result = await send('SWITCH_NETWORK', {
        ...payload,
        rpcUrl: payload.rpcUrl ?? rpcUrlOf(options, payload.chainId),
      })
      storage.set('LAST_USED_CHAIN', String(result.chainId))
      return result
    }) as Method<'SWITCH_NETWORK'>,
    /** `eth_chainId` is answered here; other requests get chain and RPC defaults filled in. */
    async rpcRequest(request: RpcRequest): Promise<unknown> {
      if (request.method === 'eth_chainId') return toHexChainId(lastChainId() ?? 1)
      const prepared = prepareRpcRequest(request, {
        chainId: lastChainId(),
        rpcUrlOf: (chainId) => rpcUrlOf(options, chainId),
      })
      return send('RPC_REQUEST', prepared, request.method)
    },
    updateEmail: (async (payload) => {
      validate('UPDATE_EMAIL', payload)
      checkEmailWait()
      const result = await send('UPDATE_EMAIL', payload)
      storage.setEmailSent()
      return result
    }) as Method<'UPDATE_EMAIL'>,
    updateEmailPrimaryOtp: ((payload) =>
      send('UPDATE_EMAIL_PRIMARY_OTP', payload)) as Method<'UPDATE_EMAIL_PRIMARY_OTP'>,
    updateEmailSecondaryOtp: (async (payload) => {
      const result = await send('UPDATE_EMAIL_SECONDARY_OTP', payload)
      storage.set('EMAIL', result.newEmail)
      return result
    }) as Method<'UPDATE_EMAIL_SECONDARY_OTP'>,
    syncTheme: ((payload) => send('SYNC_THEME', payload)) as Method<'SYNC_THEME'>,
    syncDappData: ((payload) => send('SYNC_DAPP_DATA', payload)) as Method<'SYNC_DAPP_DATA'>,
    /** Stores the list; a failure stores an empty list (docs/behaviour.md#secure-frame) and still rejects. */
    getSmartAccountEnabledNetworks: (async () => {
      try {
        const result = await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS')
        storage.setSmartAccountEnabledNetworks(result.smartAccountEnabledNetworks)
        return result
      } catch (error) {
        storage.setSmartAccountEnabledNetworks([])
        throw error
      }
    }) as Method<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>,
    initSmartAccount: (() => send('INIT_SMART_ACCOUNT')) as Method<'INIT_SMART_ACCOUNT'>,
    setPreferredAccount: (async (payload) => {
      const result = await send('SET_PREFERRED_ACCOUNT', payload)
      storage.set('PREFERRED_ACCOUNT_TYPE', result.type)
      return result
    }) as Method<'SET_PREFERRED_ACCOUNT'>,
    reload: (() => send('RELOAD')) as Method<'RELOAD'>,
    rpcAbort: (() => send('RPC_ABORT')) as Method<'RPC_ABORT'>,
  }
}
