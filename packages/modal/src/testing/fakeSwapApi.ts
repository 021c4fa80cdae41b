import { FIXTURE_TOKENS } from './fixtureData'

/** Test kit of the swap tests: a fake Blockchain API answering the convert routes like the devnet. */

const USDC = (FIXTURE_TOKENS[1]?.address ?? '').toLowerCase()
export const SWAP_AMM = '0x76d23d19d8f0a3674b807239b75600aa506a2805'
const CAIP_ETH = 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const CAIP_USDC = `eip155:8453:${USDC}`

/** The two swap tokens of the fake API, native first as the devnet lists them. */
export const SWAP_TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: CAIP_ETH, decimals: 18, logoUri: '' },
  { name: 'USD Coin', symbol: 'USDC', address: CAIP_USDC, decimals: 6, logoUri: '' },
]

/** One call the fake API saw. */
export type SeenCall = { method: string; path: string; query: URLSearchParams; body: unknown }

/**
 * A `fetch` for the convert routes; `overrides` replaces the answer of a path. Balances and
 * history answer empty (the refresh after a swap).
 */
export function fakeSwapApi(
  overrides: Record<string, () => Response> = {},
  allowance = '0',
): { fetch: typeof fetch; calls: SeenCall[] } {
  const calls: SeenCall[] = []
  const answer = (path: string, query: URLSearchParams): Response => {
    const override = overrides[path]
    if (override) return override()
    switch (path) {
      case '/v1/convert/tokens':
        return Response.json({ tokens: SWAP_TOKENS })
      case '/v1/convert/quotes': {
        // 1 ETH buys 3000 USDC, 1 USDC buys 1/3000 ETH.
        const amount = BigInt(query.get('amount') ?? '0')
        const toUsdc = query.get('to') === CAIP_USDC
        const out = toUsdc ? (amount * 3000n) / 10n ** 12n : (amount * 10n ** 12n) / 3000n
        return Response.json({
          quotes: [
            {
              id: null,
              fromAmount: amount.toString(),
              fromAccount: query.get('from'),
              toAmount: out.toString(),
              toAccount: query.get('to'),
            },
          ],
        })
      }
      case '/v1/convert/allowance':
        return Response.json({ allowance })
      case '/v1/convert/gas-price':
        return Response.json({ standard: '1000000000', fast: '1250000000', instant: '1500000000' })
      case '/v1/convert/build-approve':
        return Response.json({
          tx: {
            from: query.get('userAddress'),
            to: CAIP_USDC,
            data: '0x095ea7b3',
            value: '0',
            eip155: { gas: '50000', gasPrice: '1000000000' },
          },
        })
      case '/v1/convert/build-transaction':
        return Response.json({
          tx: {
            from: CAIP_ETH,
            to: `eip155:8453:${SWAP_AMM}`,
            data: '0xabcdef01',
            amount: '0',
            eip155: { gas: '120000', gasPrice: '1000000000' },
          },
        })
      default:
        return Response.json({ balances: [], data: [] })
    }
  }
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body })
    // A native from-token sends its amount as the transaction's value.
    if (
      !overrides[url.pathname] &&
      url.pathname === '/v1/convert/build-transaction' &&
      body?.from === CAIP_ETH
    ) {
      return Response.json({
        tx: {
          from: CAIP_ETH,
          to: `eip155:8453:${SWAP_AMM}`,
          data: '0xabcdef01',
          amount: body.amount,
          eip155: { gas: '120000', gasPrice: '1000000000' },
        },
      })
    }
    if (!overrides[url.pathname] && url.pathname === '/v1/fungible/price') {
      // ETH at 3000 USD, USDC at 1, as the quotes price them.
      const addresses: string[] = body?.addresses ?? []
      return Response.json({
        fungibles: addresses.map((address) => {
          const token = SWAP_TOKENS.find((entry) => entry.address === address.toLowerCase())
          return {
            address,
            name: token?.name ?? 'Unknown',
            symbol: token?.symbol ?? '???',
            iconUrl: '',
            price: token?.symbol === 'ETH' ? 3000 : 1,
          }
        }),
      })
    }
    return answer(url.pathname, url.searchParams)
  }) as typeof fetch
  return { fetch: fetchFn, calls }
}

/** An error body of the Blockchain API. */
export function apiError(status: number, code: string, message: string): () => Response {
  return () => Response.json({ code, message, reasons: [{ description: message }] }, { status })
}
