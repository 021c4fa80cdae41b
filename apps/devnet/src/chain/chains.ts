/** A chain the devnet runs. */
export type DevnetChain = {
  id: number
  /** CAIP-2 id, as the Blockchain API names chains. */
  caip: `eip155:${number}`
  name: string
  /** The on-ramp's network name (Coinbase style). */
  network: string
  nativeSymbol: string
  /** ENSIP-11 coin type of addresses on this chain. */
  coinType: number
}

const chain = (id: number, name: string, network: string): DevnetChain => ({
  id,
  caip: `eip155:${id}`,
  name,
  network,
  nativeSymbol: 'ETH',
  // ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId.
  coinType: (0x80000000 | id) >>> 0,
})

/** Base and Arbitrum One, by their real chain ids, so wallets and the modal know them. */
export const DEVNET_CHAINS: readonly DevnetChain[] = [
  chain(8453, 'Base', 'base'),
  chain(42161, 'Arbitrum One', 'arbitrum'),
]

/** The devnet chain of a numeric id, CAIP-2 id or ENSIP-11 coin type; undefined when unknown. */
export function findChain(idOrCaip: string | number): DevnetChain | undefined {
  const text = String(idOrCaip)
  return DEVNET_CHAINS.find(
    (c) => String(c.id) === text || c.caip === text || String(c.coinType) === text,
  )
}
