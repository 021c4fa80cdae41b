import type { CaughtMail } from './createMailStore'

/** The inbox reloads itself this often, so a code sent a moment ago shows without a click. */
export const INBOX_REFRESH_SECONDS = 3

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

/** A one-time code in a message: the first standalone run of 6 digits (the secure site's OTP). */
export function findCode(mail: Pick<CaughtMail, 'subject' | 'text'>): string | null {
  return /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1] ?? null
}

function renderMessage(mail: CaughtMail): string {
  const code = findCode(mail)
  return `<article aria-labelledby="m${mail.id}">
  <h2 id="m${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(mail.to.join(', '))} · from ${escapeHtml(mail.from ?? 'unknown')} ·
    <time datetime="${mail.date}">${escapeHtml(new Date(mail.date).toUTCString())}</time></p>
  ${code ? `<p class="code">Code: <output data-testid="inbox-code">${code}</output></p>` : ''}
  <pre>${escapeHtml(mail.text)}</pre>
</article>`
}

/**
 * The inbox page a person running the demo opens to read their one-time codes: plain HTML,
 * no scripts or external assets; message HTML is never rendered, only its text.
 */
export function renderInbox(messages: CaughtMail[], to: string | undefined): string {
  const title = to ? `Inbox of ${to}` : 'Devnet inbox'
  const body =
    messages.length === 0
      ? `<p class="empty">No mail yet${to ? ` for ${escapeHtml(to)}` : ''}. This page refreshes every ${INBOX_REFRESH_SECONDS} s.</p>`
      : messages.map(renderMessage).join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${INBOX_REFRESH_SECONDS}">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 720px; padding: 16px; color: #1b1b1f; }
form { display: flex; gap: 8px; margin-bottom: 16px; } input { flex: 1; font: inherit; padding: 6px 8px; }
button { font: inherit; padding: 6px 12px; }
article { border: 1px solid #ddd; border-radius: 12px; padding: 12px 16px; margin-bottom: 12px; }
h2 { font-size: 17px; margin: 0 0 4px; } .meta { color: #555; font-size: 13px; margin: 0 0 8px; }
.code { font-size: 20px; margin: 0 0 8px; } .code output { font: 700 28px ui-monospace, monospace; letter-spacing: 4px; }
pre { white-space: pre-wrap; word-break: break-word; background: #f5f5f7; padding: 8px; border-radius: 8px; margin: 0; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<form method="get" action="/inbox" role="search">
  <label for="to">Address</label>
  <input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="all addresses">
  <button type="submit">Show</button>
</form>
<main>
${body}
</main>
</body>
</html>`
}
