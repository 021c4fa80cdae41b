import type { Address, Hex } from 'viem'

/** Anvil's well-known test mnemonic: every dev account's key derives from it (m/44'/60'/0'/0/i). */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The addresses of the first ten accounts of DEV_MNEMONIC (a unit test re-derives them). */
export const DEV_ACCOUNTS: readonly Address[] = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
]

/** Ether each dev account starts with: enough to play, small enough that USD values look real. */
export const DEV_ACCOUNT_BALANCE_ETH = 100

/**
 * Deploys every contract. Its key (keccak256("w3m devnet deployer")) belongs to no dev account, so
 * nobody else moves its nonce and the contract addresses never change.
 */
export const DEPLOYER = {
  address: '0x6DEe35aC92997C4b876bd3bfC07EF241eA241BB8',
  privateKey: '0xbb95d834a0d66cd7f4e0923a0ac1d8604606f69a714432ba65ef26464c8c9af5',
} as const satisfies { address: Address; privateKey: Hex }

/** Pays out on-ramp purchases and seeded deposits (key: keccak256("w3m devnet treasury")). */
export const TREASURY = {
  address: '0xC89A5a68e2F330B99670d45f69D04D8fca801742',
  privateKey: '0xc8732bdf0edb65dca20d9fe3ca4662981c94f1b1201e94f92d0895defa14eca1',
} as const satisfies { address: Address; privateKey: Hex }
