import { PublicKey } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import type { AuthSolanaSendOptions, AuthSolanaWallet } from './createAuthSolanaWallet'

const FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']

type AccountInput = { account: WalletAccount }

/**
 * The embedded wallet's Solana account as a Wallet Standard wallet, so the Solana adapter's send
 * and sign paths (the send form, `modal.signMessage`) use it like a wallet of the page. Every
 * signature still goes through the frame's approval card; the wallet signs only for its own
 * account (docs/behaviour.md#solana-embedded).
 */
export function createAuthSolanaStandardWallet(wallet: AuthSolanaWallet, icon: string): Wallet {
  const account: WalletAccount = {
    address: wallet.address,
    publicKey: new PublicKey(wallet.address).toBytes(),
    chains: [wallet.chainId as IdentifierString],
    features: FEATURES as IdentifierString[],
  }
  const own = (input: AccountInput) => {
    if (input.account.address !== wallet.address)
      throw new Error(`${input.account.address} is not the account of this login`)
  }
  return {
    version: '1.0.0',
    name: wallet.name,
    icon: icon as Wallet['icon'],
    chains: [wallet.chainId as IdentifierString],
    accounts: [account],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => undefined },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: Array<AccountInput & { message: Uint8Array }>) {
          const outputs = []
          for (const input of inputs) {
            own(input)
            outputs.push({
              signedMessage: input.message,
              signature: await wallet.signMessage(input.message),
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: Array<AccountInput & { transaction: Uint8Array }>) {
          for (const input of inputs) own(input)
          // One transaction is one card; several are approved together (signAllTransactions).
          const signed =
            inputs.length === 1 && inputs[0]
              ? [await wallet.signTransaction(inputs[0].transaction)]
              : await wallet.signAllTransactions(inputs.map((input) => input.transaction))
          return signed.map((signedTransaction) => ({ signedTransaction }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: Array<
            AccountInput & { transaction: Uint8Array; options?: AuthSolanaSendOptions }
          >
        ) {
          const outputs = []
          for (const input of inputs) {
            own(input)
            const signature = await wallet.signAndSendTransaction(input.transaction, input.options)
            outputs.push({ signature: bs58.decode(signature) })
          }
          return outputs
        },
      },
    },
  }
}
