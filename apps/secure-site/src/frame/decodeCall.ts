import { decodeFunctionData, formatUnits, type Hex, maxUint160, maxUint256, parseAbi } from 'viem'

/** What the card knows of a token contract (read from the chain; absent when it is not one). */
export type TokenInfo = { symbol: string; decimals: number }

/** The calls a card decodes: token approvals and transfers, and NFT operator approvals. */
const KNOWN_CALLS = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
])

/** A row of the approval card. */
export type Row = [label: string, value: string]

/** "unlimited" for the max values approvals use (uint256, and Permit2's uint160), else the amount. */
export function formatAmount(value: bigint, token: TokenInfo | undefined): string {
  if (value === maxUint256 || value === maxUint160)
    return `unlimited${token ? ` ${token.symbol}` : ''}`
  // Without decimals (an NFT, or a contract that is no token) the raw number is all there is.
  if (!token) return `${value} (raw units)`
  return `${formatUnits(value, token.decimals)} ${token.symbol}`
}

/**
 * The rows for calldata sent to `to`: the function by name with its spender, recipient and
 * amount, or "Unknown call" with the raw data when it is none of the known ones.
 */
export function describeCall(data: Hex, token: TokenInfo | undefined): Row[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof KNOWN_CALLS>>
  try {
    decoded = decodeFunctionData({ abi: KNOWN_CALLS, data })
  } catch {
    return [
      ['Action', 'Unknown call'],
      ['Data', data],
    ]
  }
  switch (decoded.functionName) {
    case 'approve': {
      const [spender, amount] = decoded.args
      // ERC-721's approve has the same selector: without token decimals the number is a token id.
      return [
        ['Action', 'approve'],
        ['Spender', spender],
        token
          ? ['Amount', formatAmount(amount, token)]
          : ['Amount or token ID', formatAmount(amount, token)],
      ]
    }
    case 'increaseAllowance': {
      const [spender, amount] = decoded.args
      return [
        ['Action', 'increaseAllowance'],
        ['Spender', spender],
        ['Amount', formatAmount(amount, token)],
      ]
    }
    case 'transfer': {
      const [to, amount] = decoded.args
      return [
        ['Action', 'transfer'],
        ['Recipient', to],
        ['Amount', formatAmount(amount, token)],
      ]
    }
    case 'transferFrom': {
      const [from, to, amount] = decoded.args
      return [
        ['Action', 'transferFrom'],
        ['From', from],
        ['Recipient', to],
        token
          ? ['Amount', formatAmount(amount, token)]
          : ['Amount or token ID', formatAmount(amount, token)],
      ]
    }
    case 'safeTransferFrom': {
      const [from, to, tokenId] = decoded.args
      return [
        ['Action', 'safeTransferFrom'],
        ['From', from],
        ['Recipient', to],
        ['Token ID', String(tokenId)],
      ]
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      return [
        [
          'Action',
          approved
            ? 'setApprovalForAll: ALL your NFTs of this collection'
            : 'setApprovalForAll: revoke',
        ],
        ['Operator', operator],
      ]
    }
  }
}

/** The token contracts a request's calls may name (to read their symbol and decimals first). */
export function callTargets(calls: Array<{ to?: unknown; data?: unknown }>): string[] {
  return calls
    .filter(
      (call) =>
        typeof call.to === 'string' && typeof call.data === 'string' && call.data.length >= 10,
    )
    .map((call) => (call.to as string).toLowerCase())
}
