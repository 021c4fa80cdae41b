// The browser side of the secure-site spec: a minimal host page that embeds the frame through
// the frame-bridge page client, as the modal will. Bundled and served by serveHostPage.ts.
import { createFrameClient, openSocialPopup } from '@w3m/frame-bridge'

const params = new URL(window.location.href).searchParams
const secureSiteUrl = params.get('site') ?? ''
const client = createFrameClient({
  secureSiteUrl,
  projectId: params.get('projectId') ?? '',
  chainId: 8453,
  metadata: {
    name: 'Host E2E',
    description: 'secure-site spec',
    url: window.location.origin,
    icons: [],
  },
  // The spec shortens the 20 s READY wait when it expects the frame to be refused.
  readyTimeoutMs: Number(params.get('readyTimeoutMs')) || undefined,
})

const output = document.getElementById('social-result')!

/** Social login as the modal runs it: popup opened in the click, then pointed at `target`. */
async function socialLogin(target: () => Promise<string>) {
  output.textContent = 'pending'
  const popup = openSocialPopup({ secureSiteUrl })
  try {
    popup.navigate(await target())
    const user = await client.connectSocial({ uri: await popup.result() })
    output.textContent = `connected ${user.userName} ${user.address}`
  } catch (error) {
    output.textContent = `error ${(error as Error).message}`
  }
}

document.getElementById('github')!.addEventListener('click', () => {
  void socialLogin(async () => (await client.getSocialRedirectUri({ provider: 'github' })).uri)
})
document.getElementById('forged')!.addEventListener('click', () => {
  void socialLogin(async () => params.get('forger') ?? '')
})

declare global {
  interface Window {
    w3m: {
      client: typeof client
      showFrame(): void
      hideFrame(): void
      pending: Record<string, Promise<unknown>>
    }
  }
}

window.w3m = {
  client,
  pending: {},
  /** What the modal's ApproveTransaction view does: un-hide the frame over the page. */
  showFrame() {
    const frame = client.frame
    if (frame) Object.assign(frame.style, { display: 'block', width: '100vw', height: '100vh' })
  },
  hideFrame() {
    if (client.frame) client.frame.style.display = 'none'
  },
}
