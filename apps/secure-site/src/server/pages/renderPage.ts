/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** CSP of the site's own pages: scripts only from this origin, never framed. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'"

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; display: grid; place-items: center;
    min-height: 100vh; background: #f4f5f7; color: #141414; }
  main { background: #fff; border-radius: 16px; padding: 24px 28px; width: min(360px, 90vw);
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.08); }
  h1 { font-size: 20px; margin: 0 0 12px; }
  form { display: grid; gap: 10px; margin: 0; }
  button, input { font: inherit; padding: 10px 12px; border-radius: 10px; }
  input { border: 1px solid #c9cbd1; }
  button { border: 0; background: #3396ff; color: #fff; cursor: pointer; }
  button.secondary { background: #e6e8ec; color: #141414; }
  .identities { display: grid; gap: 8px; }
  label { font-size: 14px; color: #474747; }
`

/** A small standalone page of the site (approval, consent and stand-in pages). */
export function renderPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
${head}
</head>
<body><main>${body}</main></body>
</html>`
}

/** A page with one message, for results and errors. */
export function messagePage(title: string, message: string): string {
  return renderPage(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="status">${escapeHtml(message)}</p>`,
  )
}
