import { solanaDevKeypairs } from '../solana/solanaKeys'

/**
 * The Devnet Mobile Wallet's Solana keypair: dev keypair 1 of the cluster (seed sha256("w3m devnet
 * solana account 1"), 100 SOL, 500 USDC and 40 PTS at every start), as its EVM account is anvil #1.
 */
export const mobileWalletSolanaKeypair = () => {
  const keypair = solanaDevKeypairs(2)[1]
  if (!keypair) throw new Error('The cluster seeds fewer than two dev keypairs')
  return keypair
}
