import {
  APPROVAL_RPC_METHODS,
  CONNECT_REQUESTS,
  FRAME_READY_TIMEOUT_MS,
  FRAME_REQUEST_TIMEOUT_MS,
} from '../constants'
import { InvalidEmailError, InvalidRequestError, RequestAbortedError } from '../errors/errors'
import { createLogBuffer } from '../logger/createLogBuffer'
import { FRAME_REQUESTS, type FrameRequestName, type FrameRequestResult } from '../schemas/requests'
import { createFrameStorage } from '../storage/createFrameStorage'
import {
  createFrameConnection,
  type FrameState,
  type RequestTimeout,
} from './createFrameConnection'
import { buildFrameUrl } from './createFrameElement'
import { createRequestMethods } from './createRequestMethods'
import { revokeSession } from './revokeSession'

/** Options of `createFrameClient`. */
export type FrameClientOptions = {
  /** The secure site's base URL; the frame loads its `/sdk` page. */
  secureSiteUrl: string
  projectId: string
  /** Default chain for the frame URL, GET_USER and RPC requests. */
  chainId?: string | number
  /** The RPC URL of `chainId` only (in the frame URL; sent with requests for that chain). */
  rpcUrl?: string
  /**
   * Each chain's RPC URL, by EVM chain id or CAIP-2 id: every request carries the URL of its own
   * chain (docs/wire.md#frame-messages).
   */
  rpcUrls?: Readonly<Record<string | number, string>>
  enableLogger?: boolean
  enableCloudAuthAccount?: boolean
  /** Protocol version in the frame URL ('4' unless given). */
  version?: string
  /** Sent with SYNC_DAPP_DATA during start-up. */
  metadata?: { name: string; description: string; url: string; icons: string[] }
  sdkVersion?: string
  sdkType?: string
  /** 20 s by default (docs/behaviour.md#limits). */
  readyTimeoutMs?: number
  /** 120 s by default (docs/behaviour.md#limits). */
  requestTimeoutMs?: number
  storage?: Storage
  document?: Document
  /** For the page's own sign-out request (tests pass theirs). */
  fetch?: typeof fetch
}

/** The page end of the bridge: one method per request of docs/wire.md#frame-messages, plus lifecycle. */
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
    advance('ready', 'dappDataSynced')
    await requests.getSmartAccountEnabledNetworks().catch(() => undefined)
    advance('dappDataSynced', 'smartAccountNetworksFetched')
    advance('smartAccountNetworksFetched', 'initialized')
    // Destroyed or failed meanwhile: start-up did not finish.
    if (connection.state !== 'initialized') throw new RequestAbortedError(false)
  }
  /** Moves on only from the expected state, so a destroy or failure mid-way is never undone. */
  const advance = (from: FrameState, to: FrameState) => {
    if (connection.state === from) connection.setState(to)
  }
  let initializing: Promise<void> | undefined
  const revoke = (token: string) =>
    revokeSession({ secureSiteUrl: options.secureSiteUrl, token, fetch: options.fetch })
  const requests = createRequestMethods({ send, validate, storage, options, lastChainId, revoke })

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
    ...requests,
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
