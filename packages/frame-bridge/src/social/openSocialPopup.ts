import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_POLL_MS, SOCIAL_POPUP_WIDTH } from '../constants'
import { SocialLoginError } from '../errors/errors'

/** Options of `openSocialPopup`. */
export type OpenSocialPopupParameters = {
  /** The secure site's URL: its origin is the only one whose result is accepted. */
  secureSiteUrl: string
  window?: Window
}

/** An open social-login popup waiting for its result. */
export type SocialPopup = {
  /** Points the popup at the provider's redirect URI. */
  navigate(uri: string): void
  /** Resolves with the `resultUri`; rejects 'Untrusted Origin', 'Popup closed' or 'Failed to connect'. */
  result(): Promise<string>
  /** Closes the popup and stops listening ('Popup closed' if still waiting). */
  close(): void
}

/**
 * Opens the 600x800 popup. Call it synchronously in the click handler (browsers block popups
 * opened after an await), then ask the frame for the redirect URI and `navigate` there.
 */
export function openSocialPopup({
  secureSiteUrl,
  window: win = globalThis.window,
}: OpenSocialPopupParameters): SocialPopup {
  const trustedOrigin = new URL(secureSiteUrl).origin
  const left = Math.max(0, (win.screen?.width ?? 0) / 2 - SOCIAL_POPUP_WIDTH / 2)
  const top = Math.max(0, (win.screen?.height ?? 0) / 2 - SOCIAL_POPUP_HEIGHT / 2)
  const features = `width=${SOCIAL_POPUP_WIDTH},height=${SOCIAL_POPUP_HEIGHT},left=${left},top=${top}`
  const popup = win.open('', 'w3m-social-login', features)

  let finish: (error: SocialLoginError | undefined, uri?: string) => void = () => {}
  const outcome = new Promise<string>((resolve, reject) => {
    finish = (error, uri) => {
      finish = () => {}
      win.removeEventListener('message', onMessage)
      clearInterval(poll)
      if (error) reject(error)
      else resolve(uri!)
    }
  })
  outcome.catch(() => {}) // read through result(); an unread failure must not be unhandled

  function onMessage(event: MessageEvent) {
    const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri
    if (typeof resultUri !== 'string') return
    // Only the popup this call opened, at the secure site's origin, may answer: a result from any
    // other window (the page itself, an iframe, another tab), whatever its origin, fails the login.
    if (event.origin !== trustedOrigin || event.source !== popup)
      return finish(new SocialLoginError('Untrusted Origin'))
    popup?.close()
    if (resultUri.includes('error='))
      return finish(new SocialLoginError('Failed to connect', { details: resultUri }))
    finish(undefined, resultUri)
  }

  const poll = setInterval(() => {
    if (!popup || popup.closed) finish(new SocialLoginError('Popup closed'))
  }, SOCIAL_POPUP_POLL_MS)
  if (popup) win.addEventListener('message', onMessage)
  else
    finish(
      new SocialLoginError('Failed to initiate social connection', {
        details: 'the popup was blocked',
      }),
    )

  return {
    navigate(uri) {
      if (popup && !popup.closed) popup.location.href = uri
    },
    result: () => outcome,
    close() {
      popup?.close()
      finish(new SocialLoginError('Popup closed'))
    },
  }
}
