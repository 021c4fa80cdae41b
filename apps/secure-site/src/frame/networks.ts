/** Names of the chains a card may name; any other chain shows as "Chain <id>". */
const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum One',
  84532: 'Base Sepolia',
  11155111: 'Sepolia',
}

/** "Base (8453)": the network a request runs on, by name and id, for every card. */
export function networkLabel(chainId: number): string {
  return `${CHAIN_NAMES[chainId] ?? `Chain ${chainId}`} (${chainId})`
}
