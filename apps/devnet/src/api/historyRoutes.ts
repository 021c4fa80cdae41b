import { Hono } from 'hono'
import { z } from 'zod'
import type { DevnetChain } from '../chain/chains'
import type { IndexedTx } from '../chain/decodeBlock'
import { CONTRACTS } from '../contracts/contracts'
import { type ApiDeps, chainsFor, parseAccount } from './apiDeps'
import { formatTransaction } from './formatTransaction'
import { HttpError, parseQuery } from './respond'
import { isSolanaRequest, solanaHistory } from './solanaAccount'

/** Items a page holds unless `limit` says otherwise. */
const DEFAULT_PAGE_SIZE = 10

const historyQuery = z.object({
  chainId: z.string().optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
})

// Newest first; ties on time broken by chain, block and position, so the order is total.
type Entry = { tx: IndexedTx; chain: DevnetChain }
const sortKey = ({ tx }: Entry) => [tx.timestamp, tx.chainId, tx.blockNumber, tx.index] as const
const compare = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (b[i] ?? 0) - (a[i] ?? 0)
  return 0
}

// A cursor is the sort key of the last item served, opaque to clients.
const encodeCursor = (entry: Entry) => Buffer.from(sortKey(entry).join('.')).toString('base64url')
function decodeCursor(cursor: string): number[] {
  const parts = Buffer.from(cursor, 'base64url').toString().split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part))) {
    throw new HttpError(400, 'BAD_REQUEST', 'Invalid query: cursor: not a cursor this API issued')
  }
  return parts
}

/** The indexed history of an address: GET /v1/account/{address}/history, with cursor paging. */
export function historyRoutes(deps: ApiDeps): Hono {
  return new Hono().get('/v1/account/:address/history', async (c) => {
    const query = parseQuery(c, historyQuery)
    if (isSolanaRequest(c.req.param('address'), query.chainId))
      return c.json(solanaHistory(deps, c.req.param('address'), query, new URL(c.req.url).origin))
    const { address } = parseAccount(c.req.param('address'))
    const entries: Entry[] = chainsFor(query.chainId).flatMap((chain) =>
      deps.indexer.transactionsOf(chain.id, address).map((tx) => ({ tx, chain })),
    )
    entries.sort((a, b) => compare(sortKey(a), sortKey(b)))
    const after = query.cursor ? decodeCursor(query.cursor) : undefined
    const start = after ? entries.findIndex((entry) => compare(after, sortKey(entry)) < 0) : 0
    const page = start < 0 ? [] : entries.slice(start, start + query.limit)
    const hasMore = start >= 0 && start + query.limit < entries.length
    const origin = new URL(c.req.url).origin
    const data = await Promise.all(
      page.map(({ tx, chain }) =>
        formatTransaction(tx, address, chain, { ...deps, ammAddress: CONTRACTS.amm, origin }),
      ),
    )
    const last = page.at(-1)
    return c.json({
      data,
      next: hasMore && last ? encodeCursor({ tx: last.tx, chain: last.chain }) : null,
    })
  })
}
