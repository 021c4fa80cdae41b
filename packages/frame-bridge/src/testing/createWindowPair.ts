// Test-only: two in-memory windows (a page and its frame) that talk by postMessage with browser
// rules: async delivery, structured clone, targetOrigin enforced, `origin` and `source` set.

export const PAGE_ORIGIN = 'https://dapp.example'
export const FRAME_ORIGIN = 'https://secure.example'
export const SECURE_SITE_URL = `${FRAME_ORIGIN}/`

type Posted = { message: unknown; targetOrigin: string }

/** A window-like EventTarget with an origin and a postMessage that follows browser rules. */
export type FakeWindow = EventTarget & {
  origin: string
  parent: FakeWindow
  posted: Posted[]
  postMessage(message: unknown, targetOrigin: string): void
  /** Dispatches a message event as if `source` at `origin` had posted it. */
  receive(data: unknown, origin: string, source: unknown): void
}

/** A window at `origin`; `sender` is the window its messages appear to come from. */
export function createFakeWindow(origin: string): FakeWindow {
  const target = new EventTarget() as FakeWindow
  let sender: FakeWindow | undefined
  Object.assign(target, {
    origin,
    posted: [],
    receive(data: unknown, from: string, source: unknown) {
      const event = new Event('message')
      Object.assign(event, { data, origin: from, source })
      target.dispatchEvent(event)
    },
    postMessage(message: unknown, targetOrigin: string) {
      target.posted.push({ message, targetOrigin })
      if (targetOrigin !== '*' && targetOrigin !== origin) return // the browser drops it
      const clone = structuredClone(message)
      queueMicrotask(() => target.receive(clone, sender?.origin ?? 'null', sender))
    },
  })
  target.parent = target
  ;(target as { setSender?: (w: FakeWindow) => void }).setSender = (w) => {
    sender = w
  }
  return target
}

const link = (receiver: FakeWindow, sender: FakeWindow) =>
  (receiver as unknown as { setSender: (w: FakeWindow) => void }).setSender(sender)

/** A fake frame element and document, enough for the page end. */
export function createWindowPair(onAppend?: () => void) {
  const page = createFakeWindow(PAGE_ORIGIN)
  const frameWindow = createFakeWindow(FRAME_ORIGIN)
  link(frameWindow, page)
  link(page, frameWindow)
  frameWindow.parent = page
  const frameEvents = new EventTarget()
  const appended: FrameElement[] = []
  type FrameElement = {
    id: string
    name: string
    src: string
    title: string
    style: Record<string, string>
    contentWindow: FakeWindow | null
    addEventListener: EventTarget['addEventListener']
    dispatchEvent: EventTarget['dispatchEvent']
    remove(): void
  }
  const document = {
    body: {
      appendChild(element: FrameElement) {
        appended.push(element)
        onAppend?.()
      },
    },
    defaultView: page,
    createElement(tag: string): FrameElement {
      if (tag !== 'iframe') throw new Error(`unexpected element ${tag}`)
      const element: FrameElement = {
        id: '',
        name: '',
        src: '',
        title: '',
        style: {},
        contentWindow: frameWindow,
        addEventListener: frameEvents.addEventListener.bind(frameEvents),
        dispatchEvent: frameEvents.dispatchEvent.bind(frameEvents),
        remove() {
          appended.splice(appended.indexOf(element), 1)
          element.contentWindow = null
        },
      }
      return element
    },
  }
  return { page, frameWindow, appended, document: document as unknown as Document }
}
