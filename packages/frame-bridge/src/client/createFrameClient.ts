import {
  APPROVAL_RPC_METHODS,
  CONNECT_REQUESTS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  SIGN_OUT_TIMEOUT_MS,
} from '../constants'
import { EmailSendWaitError, InvalidEmailError, InvalidRequestError } from '../errors/errors'
import { createLogBuffer } from '../logger/createLogBuffer'
import {
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameRequestResult,
  type NoPayloadRequest,
} from '../schemas/requests'
import { createFrameStorage } from '../storage/createFrameStorage'
import {
  createFrameConnection,
  type FrameState,
  type RequestTimeout,
} from './createFrameConnection'
import { buildFrameUrl } from './createFrameElement'
import { prepareRpcRequest, type RpcRequest, toHexChainId } from './prepareRpcRequest'

/** Options of `createFrameClient`. */
export type FrameClientOptions = {
  /** The secure site's base URL; the frame loads its `/sdk` page. */
  secureSiteUrl: string
  projectId: string
  /** Default chain for the frame URL, GET_USER and RPC requests. */
  chainId?: string | number
  rpcUrl?: string
  enableLogger?: boolean
  enableCloudAuthAccount?: boolean
  /** Protocol version in the frame URL ('4' unless given). */
  version?: string
  /** Sent with SYNC_DAPP_DATA during start-up. */
  metadata?: { name: string; description: string; url: string; icons: string[] }
  sdkVersion?: string
  sdkType?: string
  /** Spec: 20 s. */
  readyTimeoutMs?: number
  /** Spec: 120 s. */
  requestTimeoutMs?: number
  storage?: Storage
  document?: Document
}

type Method<K extends FrameRequestName> = K extends NoPayloadRequest
  ? () => Promise<FrameRequestResult<K>>
  : (payload: FrameRequestPayload<K>) => Promise<FrameRequestResult<K>>

/** The page end of the bridge: one method per request of PROTOCOL §1, plus lifecycle. */
export type FrameClient = ReturnType<typeof createFrameClient>

const CONNECT: readonly string[] = CONNECT_REQUESTS

/**
 * Creates the page end. Touches the DOM only when first used, or at once when storage says a
 * session may exist (the email-login-used flag).
 */
export function createFrameClient(options: FrameClientOptions) {
  const storage = createFrameStorage(options.storage)
  const logs = createLogBuffer()
  const log = (level: 'debug' | 'warn' | 'error', message: string, data?: unknown) => {
    if (options.enableLogger) logs.log(level, message, data)
  }
  const connection = createFrameConnection({
    frameUrl: buildFrameUrl(options),
    readyTimeoutMs: options.readyTimeoutMs ?? FRAME_READY_TIMEOUT_MS,
    requestTimeoutMs: options.requestTimeoutMs ?? FRAME_REQUEST_TIMEOUT_MS,
    document: options.document,
    log,
  })
  const lastChainId = () => storage.get('LAST_USED_CHAIN') ?? options.chainId

  /** Validates at the boundary, so nothing malformed is posted. */
  function validate(name: FrameRequestName, payload: unknown): unknown {
    const result = FRAME_REQUESTS[name].payload.safeParse(payload)
    if (result.success) return result.data
    if (result.error.issues.some((issue) => issue.path[0] === 'email'))
      throw new InvalidEmailError()
    throw new InvalidRequestError(
      name,
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    )
  }

  async function send<K extends FrameRequestName>(
    name: K,
    payload?: unknown,
    rpcMethod?: string,
  ): Promise<FrameRequestResult<K>> {
    const parsed = validate(name, payload)
    // First use creates the frame and runs start-up; this request waits only for READY.
    if (connection.state === 'idle' || connection.state === 'failed') client.start()
    const timeout: RequestTimeout = CONNECT.includes(name)
      ? 'connect'
      : rpcMethod && APPROVAL_RPC_METHODS.includes(rpcMethod)
        ? 'none' // the visitor approves at their own pace; abort() still settles it
        : 'default'
    return (await connection.request(name, parsed, timeout, rpcMethod)) as FrameRequestResult<K>
  }

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

  async function initialize() {
    await connection.start()
    try {
      await send('SYNC_DAPP_DATA', {
        metadata: options.metadata,
        sdkVersion: options.sdkVersion,
        sdkType: options.sdkType,
        projectId: options.projectId,
      })
    } catch (error) {
      log('warn', 'SYNC_DAPP_DATA failed', error)
    }
    connection.setState('dappDataSynced')
    await client.getSmartAccountEnabledNetworks().catch(() => undefined)
    connection.setState('smartAccountNetworksFetched')
    connection.setState('initialized')
  }
  let initializing: Promise<void> | undefined

  const client = {
    /** Current lifecycle state. */
    get state(): FrameState {
      return connection.state
    },
    /** The frame element once created (the modal shows it during approvals). */
    get frame(): HTMLIFrameElement | undefined {
      return connection.frame
    },
    /** The frame's exact origin: the only one the page talks to. */
    frameOrigin: connection.origin,
    storage,
    /** The log ring buffer (filled only when `enableLogger`). */
    logs,
    /** Creates the frame if needed and runs start-up; resolves once initialized. */
    start(): Promise<void> {
      if (!initializing || connection.state === 'failed' || connection.state === 'idle') {
        initializing = initialize()
        initializing.catch(() => {})
      }
      return initializing
    },
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
      const user = await send('CONNECT_SOCIAL', {
        chainId: lastChainId(),
        rpcUrl: options.rpcUrl,
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
      const user = await send('GET_USER', {
        chainId: lastChainId() ?? 1,
        rpcUrl: options.rpcUrl,
        ...payload,
      })
      onLogin(user)
      if (user.preferredAccountType)
        storage.set('PREFERRED_ACCOUNT_TYPE', user.preferredAccountType)
      return user
    }) as Method<'GET_USER'>,
    /** Resolves after the frame confirms, or after 3 s at most; forgets the login either way. */
    async signOut(): Promise<undefined> {
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
      const result = await send('SWITCH_NETWORK', payload)
      storage.set('LAST_USED_CHAIN', String(result.chainId))
      return result
    }) as Method<'SWITCH_NETWORK'>,
    /** `eth_chainId` is answered here; other requests get chain and RPC defaults filled in. */
    async rpcRequest(request: RpcRequest): Promise<unknown> {
      if (request.method === 'eth_chainId') return toHexChainId(lastChainId() ?? 1)
      const prepared = prepareRpcRequest(request, {
        chainId: lastChainId(),
        rpcUrl: options.rpcUrl,
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
    /** Stores the list; a failure stores an empty list (spec §4) and still rejects. */
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
    /** Rejects open RPC requests except safe reads ('Request was aborted') and tells the frame. */
    async abortRpcRequests(): Promise<void> {
      connection.pending.abortRpc()
      if (connection.frame) await send('RPC_ABORT')
    },
    /** Rejects every pending request: 'Request was aborted' (RPC) or 'Something went wrong'. */
    abort(): void {
      connection.pending.abortAll()
    },
    onReady(listener: (payload: { version?: string | undefined }) => void): () => void {
      connection.emitters.ready.add(listener)
      return () => connection.emitters.ready.delete(listener)
    },
    /** SESSION_UPDATE from the frame; the token is also stored. */
    onSessionUpdate(listener: (payload: { token: string }) => void): () => void {
      connection.emitters.session.add(listener)
      return () => connection.emitters.session.delete(listener)
    },
    onStateChange(listener: (state: FrameState) => void): () => void {
      connection.emitters.state.add(listener)
      return () => connection.emitters.state.delete(listener)
    },
    /** Removes the frame and every listener; pending requests reject. */
    destroy(): void {
      connection.destroy()
      for (const set of Object.values(connection.emitters)) set.clear()
    },
  }

  connection.emitters.session.add(({ token }) => storage.set('SESSION_TOKEN', token))
  if (storage.isLoginUsed()) client.start()
  return client
}
