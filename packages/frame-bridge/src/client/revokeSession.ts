/** The secure site's route that ends a session for whoever holds its token. */
const REVOKE_SESSION_PATH = '/api/session/revoke'

/**
 * Asks the secure site to end the session behind `token`, from the page itself: sign-out must
 * revoke even when the frame cannot be reached. A CORS-simple POST (text/plain, no credentials)
 * that outlives the page; its answer is opaque and not needed. Never throws.
 */
export function revokeSession(options: {
  secureSiteUrl: string
  token: string
  fetch?: typeof fetch | undefined
}): void {
  const send = options.fetch ?? globalThis.fetch
  try {
    void send(new URL(REVOKE_SESSION_PATH, options.secureSiteUrl).toString(), {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
      body: options.token,
    }).catch(() => undefined)
  } catch {
    // No fetch here (an old or server environment): the frame's own sign-out is all there is.
  }
}
