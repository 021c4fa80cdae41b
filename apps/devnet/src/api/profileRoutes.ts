import { registerNameMessageSchema, registerNameRequestSchema } from '@w3m/api-schemas'
import { Hono } from 'hono'
import type { Hex } from 'viem'
import { z } from 'zod'
import { loopbackOnly } from '../admin/loopbackOnly'
import { DEVNET_CHAINS, findChain } from '../chain/chains'
import { type ApiDeps, parseAccount } from './apiDeps'
import { HttpError, parseBody, parseInput, parseQuery } from './respond'

/** A registration's signed timestamp may be this old (ms): an old signature cannot be replayed later. */
const MESSAGE_MAX_AGE_MS = 10 * 60_000
/** A name's label: lowercase letters, digits and inner hyphens, 3 to 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/

type NameRow = {
  name: string
  address: string
  coin_type: string
  attributes: Record<string, string>
  registered_at: Date
  updated_at: Date
}

const toProfile = (row: NameRow) => ({
  name: row.name,
  registered_at: row.registered_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  addresses: {
    [String(row.coin_type)]: { address: row.address, created: row.registered_at.toISOString() },
  },
  attributes: Object.entries(row.attributes).map(([key, value]) => ({ [key]: value })),
})

/**
 * Identity, profile names (lookup, reverse, suggestions, signed registration), and the admin
 * `DELETE /devnet/names?address=` (loopback only) that releases an address's names, so a test that
 * registers one can run again on the same data folder.
 */
export function profileRoutes(deps: ApiDeps): Hono {
  const namesOf = async (address: string) =>
    (
      await deps.db.query<NameRow>(
        'SELECT * FROM profile_names WHERE lower(address) = lower($1) ORDER BY updated_at DESC',
        [address],
      )
    ).rows
  const splitName = (name: string) => {
    const lower = name.toLowerCase()
    const suffix = `.${deps.nameZone}`
    const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
    return { label, full: `${label}${suffix}` }
  }

  return new Hono()
    .use('/devnet/names', loopbackOnly)
    .delete('/devnet/names', async (c) => {
      const { address } = parseAccount(c.req.query('address') ?? '')
      const { rows } = await deps.db.query<{ name: string }>(
        'DELETE FROM profile_names WHERE lower(address) = lower($1) RETURNING name',
        [address],
      )
      return c.json({ released: rows.map((row) => row.name) })
    })
    .get('/v1/identity/:address', async (c) => {
      const { address } = parseAccount(c.req.param('address'))
      const [primary] = await namesOf(address)
      return c.json({ name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null })
    })
    .get('/v1/profile/account/:name', async (c) => {
      const { full } = splitName(c.req.param('name'))
      const { rows } = await deps.db.query<NameRow>('SELECT * FROM profile_names WHERE name = $1', [
        full,
      ])
      if (!rows[0]) throw new HttpError(404, 'NOT_FOUND', `Name ${full} is not registered`)
      return c.json(toProfile(rows[0]))
    })
    .get('/v1/profile/reverse/:address', async (c) => {
      const { address } = parseAccount(c.req.param('address'))
      return c.json((await namesOf(address)).map(toProfile))
    })
    .get('/v1/profile/suggestions/:name', async (c) => {
      const { zone } = parseQuery(c, z.object({ zone: z.string().optional() }))
      if (zone && zone !== deps.nameZone)
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `Invalid query: zone: this devnet serves ${deps.nameZone}`,
        )
      const label = splitName(c.req.param('name')).label.replace(/[^a-z0-9-]/g, '')
      if (!label)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid name: use letters, digits or hyphens')
      const candidates = [
        label,
        `${label}1`,
        `${label}-dev`,
        `the${label}`,
        `${label}${new Date().getUTCFullYear()}`,
      ]
        .filter((candidate) => LABEL.test(candidate))
        .map((candidate) => `${candidate}.${deps.nameZone}`)
      const { rows } = await deps.db.query<{ name: string }>(
        'SELECT name FROM profile_names WHERE name = ANY($1)',
        [candidates],
      )
      const taken = new Set(rows.map((row) => row.name))
      return c.json({
        suggestions: candidates.map((name) => ({ name, registered: taken.has(name) })),
      })
    })
    .post('/v1/profile/account', async (c) => {
      const body = await parseBody(c, registerNameRequestSchema)
      let messageJson: unknown
      try {
        messageJson = JSON.parse(body.message)
      } catch {
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid body: message: not JSON')
      }
      const message = parseInput(registerNameMessageSchema, messageJson, 'message')
      const { label, full } = splitName(message.name)
      if (!LABEL.test(label))
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `Invalid name ${message.name}: 3-63 of a-z, 0-9 and inner hyphens, in zone ${deps.nameZone}`,
        )
      const age = Date.now() - message.timestamp
      if (age > MESSAGE_MAX_AGE_MS || age < -60_000)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid message: timestamp is not recent')
      const coinType = Number(body.coin_type)
      const chain = coinType === 60 ? DEVNET_CHAINS[0] : findChain(coinType)
      if (!chain) throw new HttpError(400, 'UNSUPPORTED_CHAIN', `Unsupported coin_type ${coinType}`)
      const client = deps.clients[chain.id]
      // viem checks EOAs by recovery and contract accounts by ERC-1271/6492 on the chain.
      const valid = await client
        ?.verifyMessage({
          address: body.address as Hex,
          message: body.message,
          signature: body.signature as Hex,
        })
        .catch(() => false)
      if (!valid)
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          'Invalid signature: the message was not signed by address',
        )

      const { rows: existing } = await deps.db.query<NameRow>(
        'SELECT * FROM profile_names WHERE name = $1',
        [full],
      )
      if (existing[0] && existing[0].address.toLowerCase() !== body.address.toLowerCase()) {
        throw new HttpError(409, 'CONFLICT', `Name ${full} is already registered`)
      }
      const { rows } = await deps.db.query<NameRow>(
        `INSERT INTO profile_names (name, address, coin_type, attributes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET attributes = EXCLUDED.attributes, coin_type = EXCLUDED.coin_type, updated_at = now()
         RETURNING *`,
        [
          full,
          parseAccount(body.address).address,
          coinType,
          JSON.stringify(message.attributes ?? {}),
        ],
      )
      return c.json(toProfile(rows[0] as NameRow))
    })
}
