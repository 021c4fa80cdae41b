import { escapeHtml, renderPage } from './renderPage'

/** The approval link's page: a button, so a mail scanner fetching the link approves nothing. */
export function deviceApprovePage(token: string, email: string): string {
  return renderPage(
    'Approve this device',
    `<h1>Approve this device</h1>
<p>A sign-in to <strong>${escapeHtml(email)}</strong> was requested from a new device.</p>
<form method="post" action="/device/approve">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <button type="submit">Approve device</button>
</form>`,
  )
}

/** Test identities offered on the consent page of each provider stand-in. */
export const TEST_IDENTITIES = ['alice', 'bob', 'carol']

/** The provider stand-in's consent page: pick or type a test identity, or cancel. */
export function consentPage(provider: string, state: string): string {
  const name = provider === 'x' ? 'X' : provider[0]!.toUpperCase() + provider.slice(1)
  const hidden = `<input type="hidden" name="state" value="${escapeHtml(state)}">`
  const choices = TEST_IDENTITIES.map(
    (identity) =>
      `<form method="post">${hidden}<input type="hidden" name="identity" value="${identity}">
<button type="submit">Continue as ${identity}</button></form>`,
  ).join('\n')
  return renderPage(
    `Sign in with ${name}`,
    `<h1>Sign in with ${escapeHtml(name)} (devnet stand-in)</h1>
<div class="identities">${choices}</div>
<form method="post">${hidden}
  <label for="identity">Another test identity</label>
  <input id="identity" name="identity" required maxlength="64" pattern="[A-Za-z0-9._@+-]+">
  <button type="submit">Continue</button>
</form>
<form method="post">${hidden}<input type="hidden" name="cancel" value="1">
  <button type="submit" class="secondary">Cancel</button>
</form>`,
  )
}

/** The callback page: hands the result to the opener (at its exact origin), then closes. */
export function callbackPage(openerOrigin: string): string {
  return renderPage(
    'Signing in',
    '<h1>Signing in…</h1><p role="status">You can close this window.</p>',
    `<meta name="w3m-opener-origin" content="${escapeHtml(openerOrigin)}">
<script src="/oauth/callback.js" defer></script>`,
  )
}

/** The callback page's script: served from this origin so the CSP needs no inline script. */
export const CALLBACK_SCRIPT = `(() => {
  const meta = document.querySelector('meta[name="w3m-opener-origin"]')
  const origin = meta && meta.getAttribute('content')
  if (window.opener && origin) window.opener.postMessage({ resultUri: location.href }, origin)
  setTimeout(() => window.close(), 100)
})()
`

/** The Farcaster stand-in: approve as a test user. */
export function farcasterPage(channel: string): string {
  const hidden = `<input type="hidden" name="channel" value="${escapeHtml(channel)}">`
  return renderPage(
    'Sign in with Farcaster',
    `<h1>Sign in with Farcaster (devnet stand-in)</h1>
<form method="post">${hidden}
  <label for="userName">Farcaster user name</label>
  <input id="userName" name="userName" value="alice" required maxlength="32" pattern="[a-z0-9.-]+">
  <button type="submit">Approve</button>
</form>`,
  )
}
