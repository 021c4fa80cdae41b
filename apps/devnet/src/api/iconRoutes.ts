import { Hono } from 'hono'

const PALETTE = ['#3b5bdb', '#2f9e44', '#e8590c', '#9c36b5', '#1098ad', '#c2255c']

/** A round token icon with the symbol's first letters, coloured by the symbol. */
export function tokenIcon(symbol: string): string {
  const letters =
    symbol
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 3)
      .toUpperCase() || '?'
  const colour =
    PALETTE[[...symbol].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % PALETTE.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="38" font-family="system-ui,sans-serif" font-size="${letters.length > 2 ? 16 : 20}" font-weight="600" fill="#fff" text-anchor="middle">${letters}</text></svg>`
}

/** GET /devnet/icons/{symbol}.svg: the token icons the API's iconUrl fields point at. */
export function iconRoutes(): Hono {
  return new Hono().get('/devnet/icons/:file', (c) => {
    const symbol = decodeURIComponent(c.req.param('file')).replace(/\.svg$/, '')
    return c.body(tokenIcon(symbol), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
    })
  })
}
