import { createSessionRequestSchema, revokeSessionRequestSchema } from '@w3m/api-schemas'
import { Hono } from 'hono'
import type { Hex } from 'viem'
import { DEVNET_CHAINS } from '../chain/chains'
import { type ApiDeps, parseAccount } from './apiDeps'
import { HttpError, parseBody } from './respond'

type SessionRow = {
  pci: string
  address: string
  chain_id: string
  permissions: Record<string, unknown>[]
  policies: Record<string, unknown>[]
  expiry: string
  created_at: Date
  revoked_at: Date | null
}

const toSession = (row: SessionRow) => ({
  pci: row.pci,
  address: row.address,
  chainId: row.chain_id,
  permissions: row.permissions,
  policies: row.policies,
  expiry: Number(row.expiry),
  createdAt: row.created_at.toISOString(),
  revokedAt: row.revoked_at?.toISOString() ?? null,
})

/**
 * Sessions of an account, by CAIP-10 or plain address: list, grant (the devnet's stand-in for the
 * hosted cosigner) and revoke, which needs the account's personal_sign of the pci.
 */
export function sessionRoutes(deps: ApiDeps): Hono {
  const load = async (pci: string) =>
    (await deps.db.query<SessionRow>('SELECT * FROM sessions WHERE pci = $1', [pci])).rows[0]

  return new Hono()
    .get('/v1/sessions/:id', async (c) => {
      const { address } = parseAccount(c.req.param('id'))
      const { rows } = await deps.db.query<SessionRow>(
        'SELECT * FROM sessions WHERE lower(address) = lower($1) ORDER BY created_at DESC',
        [address],
      )
      return c.json({ pcis: rows.map(toSession) })
    })
    .post('/v1/sessions/:id', async (c) => {
      const { address, chain } = parseAccount(c.req.param('id'))
      const body = await parseBody(c, createSessionRequestSchema)
      const pci = crypto.randomUUID()
      await deps.db.query(
        'INSERT INTO sessions (pci, address, chain_id, permissions, policies, expiry) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          pci,
          address,
          (chain ?? DEVNET_CHAINS[0]!).caip,
          JSON.stringify(body.permissions),
          JSON.stringify(body.policies),
          body.expiry,
        ],
      )
      return c.json(toSession((await load(pci)) as SessionRow))
    })
    .post('/v1/sessions/:id/revoke', async (c) => {
      const { address } = parseAccount(c.req.param('id'))
      const body = await parseBody(c, revokeSessionRequestSchema)
      const session = await load(body.pci)
      if (!session || session.address.toLowerCase() !== address.toLowerCase()) {
        throw new HttpError(404, 'NOT_FOUND', `No session ${body.pci} for ${address}`)
      }
      const chainId = Number(session.chain_id.split(':')[1])
      const valid = await deps.clients[chainId]
        ?.verifyMessage({ address, message: body.pci, signature: body.signature as Hex })
        .catch(() => false)
      if (!valid)
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          'Invalid signature: the pci was not signed by the account',
        )
      await deps.db.query(
        'UPDATE sessions SET revoked_at = coalesce(revoked_at, now()) WHERE pci = $1',
        [body.pci],
      )
      return c.json(toSession((await load(body.pci)) as SessionRow))
    })
}
