/** What the approval card shows for a request. */
export type RequestSummary = { title: string; rows: Array<[label: string, value: string]> }

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

/** The title and rows of the approval card for one RPC request. */
export function describeRequest(method: string, params: unknown): RequestSummary {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', rows: [['Message', decodeMessage(list[0])]] }
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      let data: { primaryType?: unknown; domain?: { name?: unknown } } = {}
      try {
        data = typeof raw === 'string' ? JSON.parse(raw) : ((raw as typeof data) ?? {})
      } catch {}
      return {
        title: 'Sign typed data',
        rows: [
          ['Type', String(data.primaryType ?? '')],
          ['Domain', String(data.domain?.name ?? '')],
          ['Data', typeof raw === 'string' ? raw : JSON.stringify(raw)],
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Call
      return {
        title: 'Send transaction',
        rows: [
          ['To', String(tx.to ?? '')],
          ['Amount', formatEth(tx.value)],
          ...(tx.data && tx.data !== '0x' ? [['Data', String(tx.data)] as [string, string]] : []),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: Call[] } | undefined)?.calls ?? []) as Call[]
      return {
        title: `Send ${calls.length} call${calls.length === 1 ? '' : 's'}`,
        rows: calls.map((call, i) => [
          `Call ${i + 1}`,
          `${formatEth(call.value)} to ${String(call.to)}`,
        ]),
      }
    }
    default:
      return { title: method, rows: [['Params', JSON.stringify(params)]] }
  }
}
