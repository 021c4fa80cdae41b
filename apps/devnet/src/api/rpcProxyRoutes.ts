import { RPC_PROXY_CHAIN_IDS } from '@w3m/api-schemas'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { DEVNET_CHAINS, findChain } from '../chain/chains'
import { type ApiDeps, requireChain } from './apiDeps'
import { HttpError, parseBody, parseQuery } from './respond'
import { requireSolanaNetwork } from './solanaAccount'

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.unknown().optional(),
})

/** The RPC proxy, POST /v1/?chainId=eip155:…&projectId=…: JSON-RPC forwarded to that chain's node. */
export function rpcProxyRoutes(deps: ApiDeps): Hono {
  const handler = async (c: Context) => {
    const { chainId } = parseQuery(c, z.object({ chainId: z.string() }).passthrough())
    // Every Solana network the API lists is the local cluster.
    const proxied = /^eip155:(\d+)$/.exec(chainId)
    if (proxied && !findChain(chainId) && RPC_PROXY_CHAIN_IDS.includes(Number(proxied[1]))) {
      // A chain the hosted proxy serves (Ethereum, the modal's default, among them) that this
      // devnet does not run: the same code as any unknown chain, in words that say why.
      const runs = DEVNET_CHAINS.map((c) => c.caip).join(', ')
      throw new HttpError(
        400,
        'UNSUPPORTED_CHAIN',
        `Chain ${chainId} is served by the RPC proxy but not run by this devnet; it runs ${runs}`,
      )
    }
    const chain = chainId.startsWith('solana:')
      ? { caip: requireSolanaNetwork(chainId).caip, url: deps.solana.rpcUrl }
      : { caip: requireChain(chainId).caip, url: deps.rpcUrls[requireChain(chainId).id] }
    const { url } = chain
    if (!url) throw new HttpError(503, 'SERVER_ERROR', `Chain ${chain.caip} is not running`)
    const body = await parseBody(c, z.union([rpcRequest, z.array(rpcRequest).min(1).max(100)]))
    const upstream = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => {
      throw new HttpError(502, 'SERVER_ERROR', `Chain ${chain.caip} did not answer`)
    })
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    })
  }
  return new Hono().post('/v1', handler).post('/v1/', handler)
}
