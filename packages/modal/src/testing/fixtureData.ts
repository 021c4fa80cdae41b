import type { Transaction } from '../schemas/blockchainSchemas'
import type { TokenBalance } from '../stores/createBalancesStore'

/** Fixture tokens as the balance route would give them on Base (no network involved). */
export const FIXTURE_TOKENS: TokenBalance[] = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:8453',
    address: undefined,
    decimals: 18,
    quantity: '9.87654321',
    value: 29_629.63,
    price: 3000,
    iconUrl: '',
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:8453',
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    decimals: 6,
    quantity: '1000',
    value: 1000,
    price: 1,
    iconUrl: '',
  },
]

/** `count` fixture tokens, for the many-tokens stories. */
export function manyTokens(count: number): TokenBalance[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `Token ${index + 1}`,
    symbol: `TK${index + 1}`,
    chainId: 'eip155:8453',
    address: `0x${(index + 1).toString(16).padStart(40, '0')}` as `0x${string}`,
    decimals: 18,
    quantity: String(count - index),
    value: (count - index) * 2,
    price: 2,
    iconUrl: '',
  }))
}

/** `count` fixture transactions on Base, one a day back from 2026-11-20, alternating direction. */
export function fixtureTransactions(count: number, owner: string): Transaction[] {
  const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  return Array.from({ length: count }, (_, index) => {
    const out = index % 2 === 0
    return {
      id: `tx-${index}`,
      metadata: {
        operationType: out ? 'send' : 'receive',
        hash: `0x${index.toString(16).padStart(64, '0')}`,
        chain: 'eip155:8453',
        minedAt: new Date(Date.UTC(2026, 10, 20) - index * 86_400_000 * 3).toISOString(),
        sentFrom: out ? owner : other,
        sentTo: out ? other : owner,
        status: index === 3 ? 'failed' : 'confirmed',
        nonce: index,
      },
      transfers: [
        {
          fungible_info: { name: 'USD Coin', symbol: index % 3 === 0 ? 'ETH' : 'USDC', icon: null },
          direction: out ? 'out' : 'in',
          quantity: { numeric: index % 3 === 0 ? '0.01' : '5' },
          value: 5,
          price: 1,
        },
      ],
    }
  })
}
