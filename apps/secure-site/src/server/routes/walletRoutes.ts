import { APPROVAL_RPC_METHODS } from '@w3m/frame-bridge/host'
import { Hono } from 'hono'
import { z } from 'zod'
import { hashToken } from '../auth/createSessions'
import type { AccountType, User } from '../auth/createUsers'
import { SecureSiteError } from '../errors'
import { parseChainId } from '../wallet/createChains'
import { isSolanaChainId } from '../wallet/createSolanaWallet'
import { type SiwxMessage, serializeSiwx, siwxMessageSchema } from '../wallet/siwx'
import { bearer, frameOf } from './frameCredential'
import { optionalUser, readBody, requireUser, type SiteServices } from './http'

const chainId = z.union([z.string(), z.number()]).optional()

/** Where the page revokes a session it holds the token of (exempt from the API's Origin check). */
export const REVOKE_PATH = '/api/session/revoke'

/** Sessions, the user, account types and RPC: everything behind the session token. */
export function walletRoutes(services: SiteServices) {
  const { wallet, chains, users, sessions } = services
  const app = new Hono()

  async function userResult(
    user: User,
    requested: string | number | undefined,
    siwx?: SiwxMessage,
  ) {
    if (isSolanaChainId(requested)) return solanaUserResult(user, requested)
    // A chain the wallet does not serve (the page's default may be 1) answers for the default one.
    const id = chains.ids.includes(parseChainId(requested ?? Number.NaN))
      ? parseChainId(requested!)
      : chains.get(undefined).chainId
    const { eoa, smartAccount } = await wallet.accounts(user, id)
    const type =
      user.preferredAccountType === 'smartAccount' && smartAccount ? 'smartAccount' : 'eoa'
    const address = type === 'smartAccount' && smartAccount ? smartAccount : eoa
    const accounts: Array<{ address: string; type: AccountType }> = [{ address: eoa, type: 'eoa' }]
    if (smartAccount) accounts.push({ address: smartAccount, type: 'smartAccount' })
    // The account in use comes first, as the page reads `accounts[0]` in places.
    if (type === 'smartAccount') accounts.reverse()
    const result = {
      email: user.email,
      userName: user.userName ?? undefined,
      address,
      chainId: id,
      accounts,
      preferredAccountType: type,
      smartAccountDeployed: smartAccount ? await wallet.isDeployed(smartAccount, id) : false,
    }
    if (!siwx) return result
    const message = serializeSiwx(siwx, address)
    const signature = await wallet.signMessage(user, message, { chainId: id, address })
    return {
      ...result,
      message,
      signature,
      siwxMessage: { ...siwx, accountAddress: address, serializedMessage: message },
    }
  }

  /** The user on a Solana network: the Solana account alone (no smart account, no SIWX there). */
  async function solanaUserResult(user: User, requested: string) {
    const address = await services.solana.address(user)
    return {
      email: user.email,
      userName: user.userName ?? undefined,
      address,
      chainId: services.solana.network(requested),
      accounts: [{ address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
      smartAccountDeployed: false,
    }
  }

  app.get('/api/session', async (c) =>
    c.json({ isConnected: (await optionalUser(c, services)) !== null }),
  )

  app.delete('/api/session', async (c) => {
    const token = bearer(c)
    if (token) await sessions.end(token)
    return c.json({ ok: true })
  })

  // The page's own sign-out, for when the frame cannot be reached: the token alone may end its
  // session (never use it), so any origin may ask, as a CORS-simple text/plain POST.
  app.post(REVOKE_PATH, async (c) => {
    const token = (await c.req.text()).trim()
    if (token) await sessions.end(token)
    return c.body(null, 204)
  })

  app.post('/api/user', async (c) => {
    let user = await requireUser(c, services)
    const body = await readBody(
      c,
      z.object({
        chainId,
        siwxMessage: siwxMessageSchema.optional(),
        preferredAccountType: z.enum(['eoa', 'smartAccount']).optional(),
      }),
    )
    // The app's default account type applies until the visitor picks one themselves.
    const fallback = body.preferredAccountType
    if (fallback && !user.preferredAccountChosen && fallback !== user.preferredAccountType) {
      await users.setPreferredAccountType(user.id, fallback, false)
      user = await users.get(user.id)
    }
    return c.json(await userResult(user, body.chainId, body.siwxMessage))
  })

  // SWITCH_NETWORK to Solana: whether the site serves that network.
  app.post('/api/solana/network', async (c) => {
    const body = await readBody(c, z.object({ chainId: z.string() }))
    return c.json({ chainId: services.solana.network(body.chainId) })
  })

  app.get('/api/networks', (c) => c.json({ smartAccountEnabledNetworks: chains.smartAccountIds() }))

  app.post('/api/account/smart', async (c) => {
    const user = await requireUser(c, services)
    const body = await readBody(c, z.object({ chainId }))
    return c.json({ address: await wallet.deploy(user, chains.get(body.chainId).chainId) })
  })

  app.post('/api/account/preferred', async (c) => {
    const user = await requireUser(c, services)
    const body = await readBody(c, z.object({ type: z.enum(['eoa', 'smartAccount']), chainId }))
    const id = chains.get(body.chainId).chainId
    const { eoa, smartAccount } = await wallet.accounts(user, id)
    if (body.type === 'smartAccount' && !smartAccount) {
      throw new SecureSiteError(
        'UNSUPPORTED_CHAIN',
        'Smart accounts are not available on this chain',
      )
    }
    await users.setPreferredAccountType(user.id, body.type)
    return c.json({ type: body.type, address: body.type === 'smartAccount' ? smartAccount : eoa })
  })

  app.post('/api/rpc', async (c) => {
    const body = await readBody(
      c,
      z.object({
        method: z.string().min(1),
        params: z.unknown(),
        chainId,
        chainNamespace: z.string().optional(),
        approval: z.object({ nonce: z.string().min(1).max(100), signature: z.string() }).optional(),
      }),
    )
    const user = await optionalUser(c, services)
    // A session's token is not enough to sign: the frame's approval of this very request is.
    if (user && APPROVAL_RPC_METHODS.includes(body.method)) {
      await services.approvals.consume(
        frameOf(c)!.publicKey,
        { method: body.method, chainId: body.chainId, params: body.params, token: bearer(c)! },
        body.approval,
      )
    }
    // The request's namespace decides who answers: a solana_ method on eip155 is unsupported there.
    if (body.chainNamespace === 'solana' || isSolanaChainId(body.chainId)) {
      const result = await services.solanaRpc({
        method: body.method,
        params: body.params,
        chainId: isSolanaChainId(body.chainId) ? body.chainId : undefined,
        user,
      })
      return c.json({ result })
    }
    const result = await services.rpc({
      method: body.method,
      params: body.params,
      chainId: chains.get(body.chainId).chainId,
      user,
      session: user ? hashToken(bearer(c)!) : undefined,
    })
    return c.json({ result: result ?? null })
  })

  return app
}
