import { convertBuildTransactionRequestSchema } from '@w3m/api-schemas'
import { Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { z } from 'zod'
import type { DevnetChain } from '../chain/chains'
import { ammAbi } from '../contracts/abis'
import { CONTRACTS, NATIVE_ADDRESS, TOKENS } from '../contracts/contracts'
import { type ApiDeps, iconUrl, parseAccount, requireChain } from './apiDeps'
import { HttpError, parseBody, parseQuery } from './respond'

/** A quote may take at most this share of the pool's output reserve; past it the pool "cannot fill". */
const MAX_RESERVE_SHARE = 0.5
/** Gas a swap or approval is given when it cannot be estimated (no allowance yet, disableEstimate). */
const FALLBACK_GAS = 300_000n
const units = z.string().regex(/^\d+$/, 'not an integer amount')

/** From, to and user as CAIP-10 addresses on one devnet chain. */
function parsePair(from: string, to: string, user: string) {
  const a = parseAccount(from)
  const b = parseAccount(to)
  const u = parseAccount(user)
  const chain = a.chain ?? b.chain ?? u.chain
  if (!chain || [a, b, u].some((x) => x.chain && x.chain.id !== chain.id)) {
    throw new HttpError(
      400,
      'BAD_REQUEST',
      'Invalid query: from, to and userAddress must be CAIP-10 addresses on one chain',
    )
  }
  if (a.address === b.address)
    throw new HttpError(400, 'BAD_REQUEST', 'Invalid query: from and to are the same token')
  return { chain, from: a.address, to: b.address, user: u.address }
}

/** The swap routes, every answer computed from the AMM's on-chain reserves. */
export function convertRoutes(deps: ApiDeps): Hono {
  const client = (chain: DevnetChain) =>
    deps.clients[chain.id] ??
    (() => {
      throw new HttpError(503, 'SERVER_ERROR', 'Chain unavailable')
    })()

  async function quote(
    chain: DevnetChain,
    from: Address,
    to: Address,
    amount: bigint,
  ): Promise<bigint> {
    const [out, [, reserveOut]] = await Promise.all([
      client(chain).readContract({
        address: CONTRACTS.amm,
        abi: ammAbi,
        functionName: 'getAmountOut',
        args: [from, to, amount],
      }),
      client(chain).readContract({
        address: CONTRACTS.amm,
        abi: ammAbi,
        functionName: 'getReserves',
        args: [from, to],
      }),
    ])
    if (out === 0n || Number(out) > Number(reserveOut) * MAX_RESERVE_SHARE) {
      throw new HttpError(400, 'INSUFFICIENT_LIQUIDITY', 'Insufficient liquidity', {
        reasons: [{ description: 'Insufficient liquidity' }],
      })
    }
    return out
  }

  const gasFor = async (
    chain: DevnetChain,
    tx: { account: Address; to: Address; data: `0x${string}`; value?: bigint },
    skip = false,
  ) => {
    const [gasPrice, gas] = await Promise.all([
      client(chain).getGasPrice(),
      skip
        ? FALLBACK_GAS
        : client(chain)
            .estimateGas(tx)
            .catch(() => FALLBACK_GAS),
    ])
    return { gas: gas.toString(), gasPrice: gasPrice.toString() }
  }

  return new Hono()
    .get('/v1/convert/tokens', async (c) => {
      const chain = requireChain(parseQuery(c, z.object({ chainId: z.string() })).chainId)
      const origin = new URL(c.req.url).origin
      // Swappable: the tokens that have a pool.
      const tokens = TOKENS.filter((token) => token.symbol !== 'PTS').map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chain.caip}:${token.address === NATIVE_ADDRESS ? token.address.toLowerCase() : token.address}`,
        decimals: token.decimals,
        logoUri: iconUrl(origin, token.symbol),
      }))
      return c.json({ tokens })
    })
    .get('/v1/convert/quotes', async (c) => {
      const query = parseQuery(
        c,
        z.object({
          amount: units,
          userAddress: z.string(),
          from: z.string(),
          to: z.string(),
          gasPrice: z.string().optional(),
        }),
      )
      const { chain, from, to } = parsePair(query.from, query.to, query.userAddress)
      const toAmount = await quote(chain, from, to, BigInt(query.amount))
      return c.json({
        quotes: [
          {
            id: null,
            fromAmount: query.amount,
            fromAccount: query.from,
            toAmount: toAmount.toString(),
            toAccount: query.to,
          },
        ],
      })
    })
    .get('/v1/convert/allowance', async (c) => {
      const query = parseQuery(c, z.object({ tokenAddress: z.string(), userAddress: z.string() }))
      const token = parseAccount(query.tokenAddress)
      const chain = token.chain ?? parseAccount(query.userAddress).chain
      if (!chain)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid query: tokenAddress must be CAIP-10')
      const user = parseAccount(query.userAddress).address
      const allowance =
        token.address === NATIVE_ADDRESS
          ? maxUint256
          : await client(chain).readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [user, CONTRACTS.amm],
            })
      return c.json({ allowance: allowance.toString() })
    })
    .get('/v1/convert/gas-price', async (c) => {
      const chain = requireChain(parseQuery(c, z.object({ chainId: z.string() })).chainId)
      const price = await client(chain).getGasPrice()
      // Faster tiers bid 25 % and 50 % above the node's price.
      return c.json({
        standard: price.toString(),
        fast: ((price * 125n) / 100n).toString(),
        instant: ((price * 150n) / 100n).toString(),
      })
    })
    .get('/v1/convert/build-approve', async (c) => {
      const query = parseQuery(
        c,
        z.object({
          userAddress: z.string(),
          from: z.string(),
          to: z.string(),
          amount: units.optional(),
        }),
      )
      const { chain, from, user } = parsePair(query.from, query.to, query.userAddress)
      if (from === NATIVE_ADDRESS)
        throw new HttpError(400, 'BAD_REQUEST', 'Invalid query: the native coin needs no approval')
      const amount = query.amount ? BigInt(query.amount) : maxUint256
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [CONTRACTS.amm, amount],
      })
      const eip155 = await gasFor(chain, { account: user, to: from, data })
      return c.json({
        tx: {
          from: `${chain.caip}:${user}`,
          to: `${chain.caip}:${from}`,
          data,
          value: '0',
          eip155,
        },
      })
    })
    .post('/v1/convert/build-transaction', async (c) => {
      const body = await parseBody(c, convertBuildTransactionRequestSchema)
      const { chain, from, to, user } = parsePair(body.from, body.to, body.userAddress)
      const slippage = Number(body.eip155?.slippage ?? 1)
      if (!(slippage >= 0 && slippage < 100))
        throw new HttpError(
          400,
          'BAD_REQUEST',
          'Invalid body: eip155.slippage: a percentage from 0 to 100',
        )
      const amount = BigInt(body.amount)
      const expected = await quote(chain, from, to, amount)
      const minOut = (expected * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const data = encodeFunctionData({
        abi: ammAbi,
        functionName: 'swap',
        args: [from, to, amount, minOut, user],
      })
      const value = from === NATIVE_ADDRESS ? amount : 0n
      const eip155 = await gasFor(
        chain,
        { account: user, to: CONTRACTS.amm, data, value },
        body.disableEstimate === true,
      )
      return c.json({
        tx: {
          from: `${chain.caip}:${user}`,
          to: `${chain.caip}:${CONTRACTS.amm}`,
          data,
          amount: value.toString(),
          eip155,
        },
      })
    })
}
