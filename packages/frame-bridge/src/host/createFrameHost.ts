import { APP_EVENT_PREFIX, FRAME_EVENT_PREFIX } from '../constants'
import { FrameTargetError } from '../errors/errors'
import { appEventSchema } from '../schemas/events'
import {
  FRAME_REQUESTS,
  type FrameRequestName,
  type FrameRequestParsedPayload,
  type FrameRequestResult,
  type NoResultRequest,
} from '../schemas/requests'

/** What a handler knows about the request besides its payload. */
export type FrameRequestContext = { id: string | undefined; origin: string }

/** Handles request `K`; a throw becomes `_ERROR` with the error's message. */
export type FrameRequestHandler<K extends FrameRequestName> = (
  payload: FrameRequestParsedPayload<K>,
  context: FrameRequestContext,
) => K extends NoResultRequest
  ? void | Promise<void>
  : FrameRequestResult<K> | Promise<FrameRequestResult<K>>

/** One handler per request; a request without one is answered with `_ERROR`. */
export type FrameHandlers = { [K in FrameRequestName]?: FrameRequestHandler<K> }

/** Options of `createFrameHost`. */
export type FrameHostOptions = {
  /** Parent origins the frame serves: exact origins or a predicate. */
  allowedParentOrigins: readonly string[] | ((origin: string) => boolean)
  /** Announced with READY. */
  version: string
  handlers: FrameHandlers
  /** The embedding page's origin; found from `ancestorOrigins` or the referrer when absent. */
  parentOrigin?: string
  /** Called (after the console warning) for a request of a known type whose payload is invalid. */
  onInvalidEvent?: (event: unknown, issues: string) => void
  window?: Window
}

/** The frame end of the bridge. */
export type FrameHost = ReturnType<typeof createFrameHost>

function detectParentOrigin(win: Window): string | undefined {
  const ancestor = win.location?.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document?.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

/**
 * Starts the frame end: listens for page requests from allowed parent origins, hands each valid
 * one to its handler, replies `_SUCCESS`/`_ERROR` with the same id, and announces READY.
 */
export function createFrameHost(options: FrameHostOptions) {
  const win = options.window ?? globalThis.window
  const allowed = options.allowedParentOrigins
  const isAllowed = (origin: string) =>
    typeof allowed === 'function' ? allowed(origin) : allowed.includes(origin)
  const found = options.parentOrigin ?? detectParentOrigin(win)
  const parentOrigin = found && isAllowed(found) ? found : undefined

  function post(message: object, targetOrigin: string | undefined) {
    const parent = win.parent
    if (!parent || parent === win || !targetOrigin) throw new FrameTargetError('parent')
    parent.postMessage(message, targetOrigin)
  }

  async function handle(
    name: FrameRequestName,
    id: string | undefined,
    payload: unknown,
    origin: string,
  ) {
    const type = `${FRAME_EVENT_PREFIX}${name}`
    const reply = (outcome: 'SUCCESS' | 'ERROR', body: unknown) =>
      post(
        body === undefined
          ? { type: `${type}_${outcome}`, id }
          : { type: `${type}_${outcome}`, id, payload: body },
        origin,
      )
    const handler = options.handlers[name] as
      | ((payload: unknown, context: FrameRequestContext) => unknown)
      | undefined
    try {
      if (!handler) throw new Error(`${APP_EVENT_PREFIX}${name} is not supported`)
      const result = await handler(payload, { id, origin })
      const checked = FRAME_REQUESTS[name].result.safeParse(result)
      if (!checked.success) throw new Error(`Invalid ${name} result`)
      reply('SUCCESS', checked.data)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'An error occurred'
      // A provider error code the handler names (`rpcCode`) goes with the message.
      const code = (error as { rpcCode?: unknown } | null)?.rpcCode
      try {
        reply('ERROR', Number.isInteger(code) ? { message, code } : { message })
      } catch {
        // The parent is gone; nobody is left to answer.
      }
    }
  }

  function onMessage(event: MessageEvent) {
    // Ours: only our parent window, and only from an allowed origin.
    if (event.source !== win.parent || !isAllowed(event.origin)) return
    const data = event.data as { type?: unknown; id?: unknown } | null
    const type = data?.type
    if (typeof type !== 'string' || !type.startsWith(APP_EVENT_PREFIX)) return
    const name = type.slice(APP_EVENT_PREFIX.length) as FrameRequestName
    const id = typeof data?.id === 'string' ? data.id : undefined
    const parsed = appEventSchema.safeParse(data)
    if (parsed.success) return void handle(name, id, parsed.data.payload, event.origin)
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    console.warn('W3mFrame: invalid app event', issues)
    if (options.onInvalidEvent) return options.onInvalidEvent(data, issues)
    // Known type, bad payload: answer so the page's request settles now, not at its timeout.
    if (Object.hasOwn(FRAME_REQUESTS, name) && id !== undefined)
      try {
        post(
          { type: `${FRAME_EVENT_PREFIX}${name}_ERROR`, id, payload: { message: issues } },
          event.origin,
        )
      } catch {
        // The parent is gone.
      }
  }

  win.addEventListener('message', onMessage)
  if (parentOrigin)
    post(
      { type: `${FRAME_EVENT_PREFIX}READY`, payload: { version: options.version } },
      parentOrigin,
    )

  return {
    /** The embedding page's origin when it is allowed (READY and SESSION_UPDATE go there). */
    parentOrigin,
    /** Announces READY again (after the frame reloaded its state). */
    announceReady() {
      post(
        { type: `${FRAME_EVENT_PREFIX}READY`, payload: { version: options.version } },
        parentOrigin,
      )
    },
    /** Tells the page about a new session token. */
    sendSessionUpdate(token: string) {
      post({ type: `${FRAME_EVENT_PREFIX}SESSION_UPDATE`, payload: { token } }, parentOrigin)
    },
    /** Stops listening. */
    destroy() {
      win.removeEventListener('message', onMessage)
    },
  }
}
