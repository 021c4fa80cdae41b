import { decodeFunctionData, formatEther, type Hex, parseAbi } from 'viem'
import type { Row } from './decodeCall'

/** The smart account's entry points a user operation's callData names. */
const ACCOUNT_ABI = parseAbi([
  'function execute(address to, uint256 value, bytes data)',
  'function executeBatch(address[] to, uint256[] value, bytes[] data)',
])

const callLine = (to: string, value: bigint, data: Hex) =>
  `To: ${to}\nAmount: ${formatEther(value)} ETH${data === '0x' ? '' : `\nData: ${data}`}`

/** The card of `eth_sendUserOperation`: the account, then each call it makes (docs/behaviour.md#wallet-methods). */
export function describeUserOperation(params: unknown): { title: string; rows: Row[] } {
  const op = ((Array.isArray(params) ? params[0] : undefined) ?? {}) as {
    sender?: unknown
    callData?: unknown
  }
  const rows: Row[] = [['Account', String(op.sender ?? '')]]
  try {
    const { functionName, args } = decodeFunctionData({
      abi: ACCOUNT_ABI,
      data: op.callData as Hex,
    })
    if (functionName === 'execute') rows.push(['Call 1', callLine(args[0], args[1], args[2])])
    else
      args[0].forEach((to, i) => {
        rows.push([`Call ${i + 1}`, callLine(to, args[1][i] ?? 0n, args[2][i] ?? '0x')])
      })
  } catch {
    rows.push(['Call data', String(op.callData ?? '')])
  }
  return { title: 'Send user operation', rows }
}
