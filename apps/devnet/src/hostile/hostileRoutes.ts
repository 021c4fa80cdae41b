import { Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { loopbackOnly } from '../admin/loopbackOnly'
import { parseBody } from '../api/respond'
import {
  HOSTILE_SVG,
  HOSTILE_SVG_PATH,
  hostileName,
  hostileWallets,
  htmlDataUrl,
  LONG,
  markup,
  RTL_OVERRIDE,
  scriptUrl,
  ZERO_WIDTH,
} from './hostileData'

/** The hostile fixture's switch: off at start, turned on and off by POST /devnet/hostile. */
export function createHostileSwitch() {
  let on = false
  return {
    isOn: () => on,
    set(value: boolean) {
      on = value
    },
  }
}

/** The switch's type. */
export type HostileSwitch = ReturnType<typeof createHostileSwitch>

/** The address every hostile name points at: dev account 1, so a send to a hostile name works. */
export const HOSTILE_NAME_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** POST /devnet/hostile {on} flips the fixture; GET reads it; the SVG with script is served at once. */
export function hostileRoutes(hostile: HostileSwitch): Hono {
  return new Hono()
    .use('/devnet/hostile', loopbackOnly)
    .post('/devnet/hostile', async (c) => {
      hostile.set((await parseBody(c, z.object({ on: z.boolean() }))).on)
      return c.json({ on: hostile.isOn() })
    })
    .get('/devnet/hostile', (c) => c.json({ on: hostile.isOn() }))
    .get(HOSTILE_SVG_PATH, (c) => c.body(HOSTILE_SVG, 200, { 'content-type': 'image/svg+xml' }))
}

type Json = Record<string, unknown>

/** A JSON answer with the original's headers, less the length of the body it replaces. */
function jsonLike(original: Response, body: unknown): Response {
  const headers = new Headers(original.headers)
  headers.delete('content-length')
  return Response.json(body, { headers })
}
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

/** A token's name and symbol turned hostile, kept apart by `label` so a test can find each. */
const hostileToken = (label: string) => ({
  name: hostileName('token-name', label),
  symbol: `${RTL_OVERRIDE}${label}${ZERO_WIDTH}<b>${LONG.slice(0, 200)}`,
})

const hostileProfile = (name: string) => ({
  name,
  registered_at: new Date(0).toISOString(),
  updated_at: new Date(0).toISOString(),
  addresses: { '60': { address: HOSTILE_NAME_ADDRESS, created: new Date(0).toISOString() } },
  attributes: [{ avatar: scriptUrl('profile-avatar') }, { bio: markup('profile-bio') }],
})

/** The name the identity and reverse routes answer: markup, RTL override, zero-width, 10,000 characters. */
export const HOSTILE_PROFILE_NAME = hostileName('profile-name', 'evil.reown.id')

/** Rewrites one successful JSON answer of a route the fixture covers; undefined leaves it as it is. */
function rewrite(path: string, query: URLSearchParams, origin: string, body: Json): unknown {
  if (path === '/getWallets') {
    const search = query.get('search')?.trim().toLowerCase()
    const page = Number(query.get('page') ?? 1)
    const wallets = hostileWallets(origin).filter((wallet) =>
      search ? wallet.name.toLowerCase().includes(search) : page === 1,
    )
    return {
      data: [...wallets, ...asList(body.data)],
      count: Number(body.count ?? 0) + wallets.length,
    }
  }
  if (/^\/v1\/account\/[^/]+\/balance$/.test(path))
    return {
      balances: asList(body.balances).map((balance, index) => ({
        ...balance,
        ...hostileToken(String(balance.symbol ?? index)),
        iconUrl: index % 2 ? htmlDataUrl('token-icon') : scriptUrl('token-icon'),
      })),
    }
  if (/^\/v1\/account\/[^/]+\/history$/.test(path))
    return {
      ...body,
      data: asList(body.data).map((tx) => ({
        ...tx,
        transfers: asList(tx.transfers).map((transfer) => {
          const fungible = transfer.fungible_info as Json | null | undefined
          const nft = transfer.nft_info as Json | null | undefined
          return {
            ...transfer,
            ...(fungible && {
              fungible_info: {
                ...fungible,
                ...hostileToken(String(fungible.symbol ?? '')),
                icon: { url: scriptUrl('history-icon') },
              },
            }),
            ...(nft && {
              nft_info: {
                ...nft,
                name: hostileName('nft-name', 'NFT'),
                content: { preview: { url: htmlDataUrl('nft-preview') } },
              },
            }),
          }
        }),
      })),
    }
  if (/^\/v1\/convert\/tokens$/.test(path))
    return {
      tokens: asList(body.tokens).map((token) => ({
        ...token,
        ...hostileToken(String(token.symbol ?? '')),
        logoUri: scriptUrl('swap-logo'),
      })),
    }
  if (path.startsWith('/v1/identity/'))
    return { name: HOSTILE_PROFILE_NAME, avatar: scriptUrl('identity-avatar') }
  if (path.startsWith('/v1/profile/reverse/')) return [hostileProfile(HOSTILE_PROFILE_NAME)]
  return undefined
}

/**
 * While the switch is on, the explorer's wallet list, the balance, history, Swap token, identity
 * and name routes answer hostile values; a name lookup of any name answers a hostile profile.
 */
export function applyHostile(hostile: HostileSwitch): MiddlewareHandler {
  return async (c, next) => {
    if (!hostile.isOn() || c.req.method !== 'GET') return next()
    const url = new URL(c.req.url)
    if (url.pathname.startsWith('/v1/profile/account/')) {
      await next()
      const name = decodeURIComponent(url.pathname.slice('/v1/profile/account/'.length))
      c.res = jsonLike(c.res, hostileProfile(`${markup('lookup-name')}${name}${RTL_OVERRIDE}`))
      return
    }
    await next()
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return
    const body = (await c.res.clone().json()) as Json
    const rewritten = rewrite(url.pathname, url.searchParams, url.origin, body)
    if (rewritten !== undefined) c.res = jsonLike(c.res, rewritten)
  }
}
