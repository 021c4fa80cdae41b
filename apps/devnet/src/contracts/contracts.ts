import { type Address, getAddress, getContractAddress } from 'viem'
import { DEPLOYER } from '../chain/accounts'

/** The pseudo-address of the native coin, in the AMM and in the Blockchain API (as the hosted one). */
export const NATIVE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const

/** Contracts in deployment order: the deployer's nonce i creates DEPLOY_ORDER[i] on every chain. */
export const DEPLOY_ORDER = [
  'usdc',
  'dev',
  'points',
  'amm',
  'smartAccountFactory',
  'rewardPass',
] as const

export type ContractName = (typeof DEPLOY_ORDER)[number]

/** The address of every devnet contract: the same on both chains, on every start. */
export const CONTRACTS = Object.fromEntries(
  DEPLOY_ORDER.map((name, nonce) => [
    name,
    getContractAddress({ from: DEPLOYER.address, nonce: BigInt(nonce) }),
  ]),
) as Record<ContractName, Address>

/** A token the devnet knows, with the price table's USD price when it has one. */
export type DevnetToken = {
  /** Checksummed address, or NATIVE_ADDRESS for ETH. */
  address: Address
  name: string
  symbol: string
  decimals: number
  /** Fixed USD price; tokens without one are priced by their AMM pool against USDC. */
  priceUsd?: number
}

/** ETH and the three ERC20s (the 0-decimals one proves the modal's balance filter). */
export const TOKENS: readonly DevnetToken[] = [
  { address: NATIVE_ADDRESS, name: 'Ether', symbol: 'ETH', decimals: 18, priceUsd: 3000 },
  { address: CONTRACTS.usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6, priceUsd: 1 },
  { address: CONTRACTS.dev, name: 'Devnet Token', symbol: 'DEV', decimals: 18 },
  { address: CONTRACTS.points, name: 'Devnet Points', symbol: 'PTS', decimals: 0, priceUsd: 0.5 },
]

/** The ERC721 whose unsolicited transfers the history flags as spam. */
export const SPAM_NFT_CONTRACTS: readonly Address[] = [CONTRACTS.rewardPass]

/** The known token at an address (any case), or undefined. */
export function findToken(address: string): DevnetToken | undefined {
  const wanted = address.toLowerCase()
  return TOKENS.find((token) => token.address.toLowerCase() === wanted)
}

/** Checksums an address the API received in any case. */
export const checksum = (address: string): Address => getAddress(address)
