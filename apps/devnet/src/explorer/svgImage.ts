import { createHash } from 'node:crypto'
import type { Context } from 'hono'

/** Images never change for a given id, so browsers may keep them for a year. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

/** Up to three letters that stand for a name: initials of its words, else its first letters. */
export function initialsOf(label: string): string {
  const words = label.split(/[\s_.-]+/).filter((word) => word.length > 0)
  const initials =
    words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '?').slice(0, 3)
  return initials.slice(0, 3).toUpperCase()
}

/** A small square SVG: a gradient whose hues come from the seed, with the label's initials. */
export function renderSvgImage({
  seed,
  title,
  text,
}: {
  seed: string
  title: string
  text: string
}): string {
  const hash = createHash('sha256').update(seed).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const hue2 = (hue + 40 + ((hash[1] ?? 0) % 80)) % 360
  const fontSize = text.length > 2 ? 26 : 34
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"',
    ` aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2.toFixed(0)} 70% 38%)"/></linearGradient></defs>`,
    '<rect width="96" height="96" rx="24" fill="url(#g)"/>',
    `<text x="48" y="${48 + fontSize * 0.36}" font-family="system-ui, sans-serif" font-size="${fontSize}"`,
    ` font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(text)}</text></svg>`,
  ].join('')
}

/** Answers with an SVG, its strong ETag and long cache headers; 304 when the browser has it. */
export function svgResponse(c: Context, svg: string): Response {
  return imageResponse(c, Buffer.from(svg), 'image/svg+xml; charset=utf-8')
}

/** Answers with an image of `type`, its strong ETag and long cache headers; 304 when the browser has it. */
export function imageResponse(c: Context, body: Buffer, type: string): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': type,
    'Cache-Control': IMAGE_CACHE_CONTROL,
    ETag: etag,
    // The modal's page lives on another origin; let it embed the image even under COEP.
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  return c.body(new Uint8Array(body), 200, headers)
}
