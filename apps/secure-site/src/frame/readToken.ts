import { decodeFunctionResult, encodeFunctionData, type Hex, parseAbi } from 'viem'
import type { SiteApi } from './createSiteApi'
import type { TokenInfo } from './decodeCall'

const TOKEN_METADATA = parseAbi([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

/**
 * Reads a contract's ERC-20 symbol and decimals on `chainId` through the site's read-only RPC, so
 * a card can show "10 USDC" rather than raw units. Undefined when the contract is no such token.
 */
export function tokenReader(api: SiteApi, chainId: number) {
  async function call(to: string, data: Hex): Promise<Hex> {
    const { result } = await api.post<{ result: unknown }>('/api/rpc', {
      method: 'eth_call',
      params: [{ to, data }, 'latest'],
      chainId,
    })
    return result as Hex
  }
  async function symbolOf(to: string) {
    const data = await call(to, encodeFunctionData({ abi: TOKEN_METADATA, functionName: 'symbol' }))
    return decodeFunctionResult({ abi: TOKEN_METADATA, functionName: 'symbol', data })
  }
  async function decimalsOf(to: string) {
    const data = await call(
      to,
      encodeFunctionData({ abi: TOKEN_METADATA, functionName: 'decimals' }),
    )
    return decodeFunctionResult({ abi: TOKEN_METADATA, functionName: 'decimals', data })
  }
  return async (address: string): Promise<TokenInfo | undefined> => {
    try {
      const [symbol, decimals] = await Promise.all([symbolOf(address), decimalsOf(address)])
      // A symbol is shown in the card: keep it short and printable.
      const printable = /^[\x20-\x7e]{1,12}$/.test(symbol) ? symbol : '?'
      return { symbol: printable, decimals: Number(decimals) }
    } catch {
      return undefined
    }
  }
}
