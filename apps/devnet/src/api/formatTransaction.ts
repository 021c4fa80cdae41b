import { type Address, formatUnits, type Hex } from 'viem'
import type { DevnetChain } from '../chain/chains'
import type { Pricer } from '../chain/createPricer'
import type { TokenRegistry } from '../chain/createTokenRegistry'
import type { IndexedTransfer, IndexedTx } from '../chain/decodeBlock'
import { iconUrl } from './apiDeps'

const ZERO = '0x0000000000000000000000000000000000000000'
// Selectors that name what a transaction without transfers (or a failed one) was meant to do.
const SELECTOR_TYPES: Record<Hex, string> = {
  '0x095ea7b3': 'approve', // approve(address,uint256)
  '0xa22cb465': 'approve', // setApprovalForAll(address,bool)
  '0xa9059cbb': 'send', // transfer(address,uint256)
}

/** What a transaction was, seen from `address`: trade, send, receive, mint, burn, approve, deploy… */
export function operationType(tx: IndexedTx, address: Address, ammAddress: Address): string {
  const mine = tx.transfers.filter((t) => t.from === address || t.to === address)
  const out = mine.filter((t) => t.from === address)
  const inc = mine.filter((t) => t.to === address)
  if (!tx.to) return 'deploy'
  if (out.length > 0 && inc.length > 0 && out.some((t) => t.to !== address)) return 'trade'
  if (inc.length > 0 && inc.every((t) => t.from === ZERO)) return 'mint'
  if (out.length > 0 && out.every((t) => t.to === ZERO)) return 'burn'
  if (out.length > 0) return 'send'
  if (inc.length > 0) return 'receive'
  if (tx.to === ammAddress) return 'trade'
  return (tx.selector && SELECTOR_TYPES[tx.selector]) || 'execute'
}

const directionOf = (transfer: IndexedTransfer, address: Address) =>
  transfer.from === address && transfer.to === address
    ? 'self'
    : transfer.from === address
      ? 'out'
      : 'in'

/** One history item in the Blockchain API's shape, priced now. */
export async function formatTransaction(
  tx: IndexedTx,
  address: Address,
  chain: DevnetChain,
  deps: { tokens: TokenRegistry; pricer: Pricer; ammAddress: Address; origin: string },
) {
  const mine = tx.transfers.filter((t) => t.from === address || t.to === address)
  const transfers = await Promise.all(
    mine.map(async (transfer) => {
      const info = await deps.tokens.load(chain.id, transfer.token, transfer.kind)
      const direction = directionOf(transfer, address)
      if (transfer.kind === 'erc721') {
        return {
          nft_info: {
            name: `${info.name} #${transfer.tokenId ?? 0n}`,
            flags: { is_spam: info.isSpam },
            content: { preview: { url: iconUrl(deps.origin, info.symbol) } },
          },
          direction,
          quantity: { numeric: '1' },
          value: null,
          price: null,
        }
      }
      const price = await deps.pricer.priceUsd(chain.id, transfer.token, info.decimals)
      const numeric = formatUnits(transfer.amount, info.decimals)
      return {
        fungible_info: {
          name: info.name,
          symbol: info.symbol,
          icon: { url: iconUrl(deps.origin, info.symbol) },
        },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      }
    }),
  )
  return {
    id: `${chain.caip}:${tx.hash}`,
    metadata: {
      operationType: operationType(tx, address, deps.ammAddress),
      hash: tx.hash,
      chain: chain.caip,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: tx.from,
      sentTo: tx.to ?? tx.createdContract ?? ZERO,
      status: tx.status,
      nonce: tx.nonce,
    },
    transfers,
  }
}
