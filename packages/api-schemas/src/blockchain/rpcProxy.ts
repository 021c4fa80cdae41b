/**
 * The EVM chain ids the Blockchain API's RPC proxy (`POST /v1/?chainId=eip155:N`) serves: the
 * modal's known networks read through it, and the devnet's proxy tells a chain it serves but does
 * not run apart from one the proxy does not serve at all.
 */
export const RPC_PROXY_CHAIN_IDS: readonly number[] = [
  // Ethereum and its testnets
  1, 5, 11155111, 17000,
  // OP Stack
  10, 420, 11155420, 8453, 84531, 84532, 7777777, 999, 999999999, 34443, 919, 7560, 169,
  // Arbitrum
  42161, 42170, 421613, 421614,
  // Polygon
  137, 80001, 80002, 1101, 1442,
  // Other EVM chains
  42220, 44787, 56, 97, 43114, 43113, 324, 280, 300, 100, 10200, 1313161554, 1313161555, 250, 4002,
  59144, 59141, 5000, 5003, 534352, 534351, 81457, 168587773, 1284, 1285, 1287, 25, 338, 1329,
]
