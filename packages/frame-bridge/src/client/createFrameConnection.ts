import { FRAME_EVENT_PREFIX, FRAME_READY_PAUSE_MS } from '../constants'
import { FrameBridgeError } from '../errors/base'
import {
  FrameLoadError,
  FrameLoadTimeoutError,
  FrameReplyError,
  FrameRequestTimeoutError,
  FrameTargetError,
} from '../errors/errors'
import { frameEventSchema } from '../schemas/events'
import type { FrameRequestName } from '../schemas/requests'
import { createFrameElement } from './createFrameElement'
import { createPendingRequests } from './createPendingRequests'

/** Lifecycle of the page end (docs/behaviour.md#secure-frame), plus its failure and end states. */
export type FrameState =
  | 'idle'
  | 'created'
  | 'ready'
  | 'dappDataSynced'
  | 'smartAccountNetworksFetched'
  | 'initialized'
  | 'failed'
  | 'destroyed'

/** How a request may time out: like a connect request (aborts the rest), plainly, or never. */
export type RequestTimeout = 'connect' | 'default' | 'none'

type Listener<T> = (value: T) => void
type ConnectionOptions = {
  frameUrl: string
  readyTimeoutMs: number
  requestTimeoutMs: number
  document: Document | undefined
  log: (level: 'debug' | 'warn' | 'error', message: string, data?: unknown) => void
}

const REPLY = /^@w3m-frame\/([A-Z_]+?)_(SUCCESS|ERROR)$/

/** The frame element, its message channel and the open requests; knows nothing of storage. */
export function createFrameConnection(options: ConnectionOptions) {
  const origin = new URL(options.frameUrl).origin
  const pending = createPendingRequests()
  const emitters = {
    ready: new Set<Listener<{ version?: string | undefined }>>(),
    session: new Set<Listener<{ token: string }>>(),
    state: new Set<Listener<FrameState>>(),
  }
  let state: FrameState = 'idle'
  let frame: HTMLIFrameElement | undefined
  let view: Window | undefined
  let ready: Promise<void> | undefined
  let settleReady: { resolve: () => void; reject: (e: unknown) => void } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const emit = <T>(set: Set<Listener<T>>, value: T) => {
    for (const listener of [...set]) {
      try {
        listener(value)
      } catch (error) {
        options.log('error', 'listener threw', error)
      }
    }
  }
  const setState = (next: FrameState) => {
    if (state === next) return
    state = next
    emit(emitters.state, next)
  }

  function teardown() {
    clearTimeout(timer)
    view?.removeEventListener('message', onMessage)
    frame?.remove()
    frame = undefined
    view = undefined
    ready = undefined
    settleReady = undefined
  }

  function fail(error: FrameBridgeError) {
    options.log('error', error.message, error.details)
    settleReady?.reject(error)
    pending.abortAll(error)
    teardown()
    setState('failed')
  }

  function onMessage(event: MessageEvent) {
    // Ours: only the frame's own window at the frame's exact origin may talk to us.
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return
    const data: unknown = event.data
    const type = (data as { type?: unknown } | null)?.type
    if (typeof type !== 'string' || !type.startsWith(FRAME_EVENT_PREFIX)) return
    const parsed = frameEventSchema.safeParse(data)
    if (!parsed.success) {
      console.warn('invalid frame event', parsed.error.issues)
      return
    }
    const message = parsed.data
    options.log('debug', 'frame event', message.type)
    if (message.type === '@w3m-frame/READY') return onReady(message.payload ?? {})
    if (message.type === '@w3m-frame/SESSION_UPDATE') return emit(emitters.session, message.payload)
    const [, name, outcome] = REPLY.exec(message.type) ?? []
    // A reply must match both the id and the request it answers.
    if (!message.id || !name || pending.nameOf(message.id) !== name) return
    if (outcome === 'SUCCESS') pending.resolve(message.id, message.payload)
    else {
      const payload = message.payload as { message?: string; code?: number } | undefined
      pending.reject(
        message.id,
        new FrameReplyError(payload?.message, `${FRAME_EVENT_PREFIX}${name}`, payload?.code),
      )
    }
  }

  function onReady(payload: { version?: string | undefined }) {
    if (state !== 'created') return emit(emitters.ready, payload)
    clearTimeout(timer)
    // The frame finishes its own start-up after READY (docs/behaviour.md#transitions).
    timer = setTimeout(() => {
      setState('ready')
      settleReady?.resolve()
      emit(emitters.ready, payload)
    }, FRAME_READY_PAUSE_MS)
  }

  return {
    origin,
    pending,
    emitters,
    setState,
    get state() {
      return state
    },
    get frame() {
      return frame
    },
    /** Creates the frame on first call; resolves once it is ready (READY plus the pause). */
    start(): Promise<void> {
      if (ready) return ready
      if (state === 'destroyed') return Promise.reject(new FrameTargetError('iframe'))
      const doc = options.document ?? globalThis.document
      const parent = doc?.body
      const win = doc?.defaultView
      if (!parent || !win) return Promise.reject(new FrameLoadError())
      ready = new Promise<void>((resolve, reject) => {
        settleReady = { resolve, reject }
      })
      ready.catch(() => {}) // callers see the rejection; a background start must not be unhandled
      view = win
      frame = createFrameElement(doc, options.frameUrl)
      win.addEventListener('message', onMessage)
      frame.addEventListener('error', (event) => fail(new FrameLoadError(event)))
      timer = setTimeout(
        () => fail(new FrameLoadTimeoutError(options.readyTimeoutMs)),
        options.readyTimeoutMs,
      )
      setState('created')
      parent.appendChild(frame)
      return ready
    },
    /** Posts a request to the frame and settles with its reply, a timeout or an abort. */
    async request(
      name: FrameRequestName,
      payload: unknown,
      timeout: RequestTimeout,
      rpcMethod?: string,
    ) {
      await this.start()
      const target = frame?.contentWindow
      if (!target) throw new FrameTargetError('iframe')
      const id = crypto.randomUUID()
      const type = `@w3m-app/${name}`
      return new Promise<unknown>((resolve, reject) => {
        const ms = options.requestTimeoutMs
        const onTimeout = () => {
          const error = new FrameRequestTimeoutError(type, ms)
          options.log('error', error.message, error.details)
          pending.reject(id, error)
          if (timeout === 'connect') pending.abortAll(error)
        }
        pending.add(
          id,
          { name, rpcMethod, resolve, reject },
          timeout === 'none' ? undefined : { ms, onTimeout },
        )
        try {
          target.postMessage(payload === undefined ? { type, id } : { type, id, payload }, origin)
          options.log('debug', 'app event', type)
        } catch (cause) {
          pending.reject(
            id,
            new FrameBridgeError('Unable to send the request to the frame', { cause }),
          )
        }
      })
    },
    /** Removes the frame and its listener; open requests reject as aborted. */
    destroy() {
      const error = new FrameTargetError('iframe')
      settleReady?.reject(error)
      pending.abortAll(error)
      teardown()
      setState('destroyed')
    },
  }
}
