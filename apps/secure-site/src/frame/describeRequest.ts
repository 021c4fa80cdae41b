import type { Hex } from 'viem'
import { callTargets, describeCall, type Row, type TokenInfo } from './decodeCall'
import { describeTypedData, parseTypedData, permitToken } from './describeTypedData'
import { describeWalletMethod } from './describeWalletMethods'
import { networkLabel } from './networks'

/** What the approval card shows for a request. */
export type RequestSummary = { title: string; rows: Row[] }

const WEI_PER_ETH = 10n ** 18n

/** Wei (hex, decimal or number) as an ETH amount with up to 6 decimals. */
export function formatEth(value: unknown): string {
  let wei: bigint
  try {
    wei = BigInt((value as string | number | bigint | undefined) ?? 0)
  } catch {
    return String(value)
  }
  const whole = wei / WEI_PER_ETH
  const fraction = (wei % WEI_PER_ETH).toString().padStart(18, '0').slice(0, 6).replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} ETH`
}

/** A hex message decoded as UTF-8 when it is text, else shown as hex. */
export function decodeMessage(message: unknown): string {
  const text = String(message ?? '')
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) return text
  const bytes = new Uint8Array((text.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(text.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return text
  }
}

type Call = { to?: unknown; value?: unknown; data?: unknown }

/** What a card needs beyond the request: its chain, and a way to read a token's symbol and decimals. */
export type DescribeContext = {
  chainId: number
  readToken?: ((address: string) => Promise<TokenInfo | undefined>) | undefined
}

const isHex = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x[0-9a-fA-F]*$/.test(value)

/** The rows of one call: where it goes, the ETH it sends, and what its data does. */
function callRows(call: Call, token: TokenInfo | undefined): Row[] {
  if (!isHex(call.data) || call.data.length <= 2) {
    const rows: Row[] = [
      ['To', String(call.to ?? '')],
      ['Amount', formatEth(call.value)],
    ]
    if (call.data !== undefined && call.data !== '0x') rows.push(['Data', String(call.data)])
    return rows
  }
  // A contract call: the ETH it sends is "Value" (only when any), so "Amount" is the token's.
  const value = formatEth(call.value)
  return [
    ['Contract', String(call.to ?? '')],
    ...(value === '0 ETH' ? [] : [['Value', value] as Row]),
    ...describeCall(call.data, token),
  ]
}

async function readTokens(addresses: string[], context: DescribeContext) {
  const tokens = new Map<string, TokenInfo>()
  if (!context.readToken) return tokens
  await Promise.all(
    [...new Set(addresses)].map(async (address) => {
      const token = await context.readToken?.(address).catch(() => undefined)
      if (token) tokens.set(address, token)
    }),
  )
  return tokens
}

/** The title and rows of the approval card for one RPC request; the network comes first on all. */
export async function describeRequest(
  method: string,
  params: unknown,
  context: DescribeContext,
): Promise<RequestSummary> {
  const list = Array.isArray(params) ? params : []
  const network: Row = ['Network', networkLabel(context.chainId)]
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', rows: [network, ['Message', decodeMessage(list[0])]] }
    case 'eth_signTypedData_v4': {
      const token = permitToken(parseTypedData(list[1]))
      const tokens = await readTokens(token ? [token] : [], context)
      const { title, rows } = describeTypedData(list[1], token ? tokens.get(token) : undefined)
      const domainChain = parseTypedData(list[1]).domain?.chainId
      if (domainChain !== undefined && Number(domainChain) !== context.chainId)
        rows.unshift(['Warning', `Signed for chain ${String(domainChain)}, not this network`])
      return { title, rows: [network, ...rows] }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Call
      const tokens = await readTokens(callTargets([tx]), context)
      const token = typeof tx.to === 'string' ? tokens.get(tx.to.toLowerCase()) : undefined
      return { title: 'Send transaction', rows: [network, ...callRows(tx, token)] }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: Call[] } | undefined)?.calls ?? []) as Call[]
      const tokens = await readTokens(callTargets(calls), context)
      return {
        title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'}`,
        rows: [
          network,
          ...calls.map((call, i): Row => {
            const token =
              typeof call.to === 'string' ? tokens.get(call.to.toLowerCase()) : undefined
            // One entry a call, its rows as lines, so each call reads as a unit.
            const lines = callRows(call, token).map(([label, value]) => `${label}: ${value}`)
            return [`Call ${i + 1}`, lines.join('\n')]
          }),
        ],
      }
    }
    default: {
      const card = describeWalletMethod(method, params)
      if (card) return { title: card.title, rows: [network, ...card.rows] }
      return { title: method, rows: [network, ['Params', JSON.stringify(params)]] }
    }
  }
}
