import { DEFAULT_FRAME_VERSION } from '../constants'

/** What goes into the frame's URL (docs/wire.md#frame-messages). */
export type FrameUrlParameters = {
  secureSiteUrl: string
  projectId: string
  chainId?: string | number | undefined
  rpcUrl?: string | undefined
  enableLogger?: boolean | undefined
  enableCloudAuthAccount?: boolean | undefined
  version?: string | undefined
}

/** The secure site's `/sdk` page with the query parameters of docs/wire.md#frame-messages. */
export function buildFrameUrl(params: FrameUrlParameters): string {
  const base = params.secureSiteUrl.endsWith('/')
    ? params.secureSiteUrl
    : `${params.secureSiteUrl}/`
  const url = new URL('sdk', base)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('chainId', String(params.chainId ?? 1))
  url.searchParams.set('version', params.version ?? DEFAULT_FRAME_VERSION)
  url.searchParams.set('enableLogger', String(params.enableLogger ?? false))
  if (params.rpcUrl) url.searchParams.set('rpcUrl', params.rpcUrl)
  if (params.enableCloudAuthAccount) url.searchParams.set('enableCloudAuthAccount', 'true')
  return url.toString()
}

/** The hidden, fixed-position frame element (docs/behaviour.md#secure-frame); the caller appends it. */
export function createFrameElement(doc: Document, src: string): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.id = 'w3m-iframe'
  frame.name = 'w3m-secure-iframe'
  frame.src = src
  frame.title = 'Secure wallet frame'
  // Hidden until the modal shows it for an approval; fixed so it never shifts the host layout.
  Object.assign(frame.style, {
    position: 'fixed',
    zIndex: '999999',
    display: 'none',
    border: 'none',
    top: '0',
    left: '0',
  })
  return frame
}
