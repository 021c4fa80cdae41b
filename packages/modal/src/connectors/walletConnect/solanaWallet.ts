import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../utils/base58'
import type { WalletConnectProvider } from './createWalletConnectProvider'
import { WALLET_CONNECT_SOLANA_NAME } from './solanaWalletName'

// The WalletConnect mark (a blue rounded square with the bridge), as the standard requires a data URI.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396FF"/><path d="M12.4 15.3c4.2-4.1 11-4.1 15.2 0l.5.5a.5.5 0 0 1 0 .7l-1.7 1.7a.3.3 0 0 1-.4 0l-.7-.7a7.6 7.6 0 0 0-10.6 0l-.8.7a.3.3 0 0 1-.4 0l-1.7-1.7a.5.5 0 0 1 0-.7l.6-.5Zm18.7 3.5 1.5 1.5a.5.5 0 0 1 0 .7l-6.8 6.7a.5.5 0 0 1-.8 0l-4.8-4.8h-.1l-4.8 4.8a.5.5 0 0 1-.8 0L7.7 21a.5.5 0 0 1 0-.7l1.5-1.5a.5.5 0 0 1 .8 0l4.8 4.8h.1l4.8-4.8a.5.5 0 0 1 .8 0l4.8 4.8h.1l4.8-4.8a.5.5 0 0 1 .8 0Z" fill="#fff"/></svg>'
const ICON =
  `data:image/svg+xml;base64,${encodeBase64(new TextEncoder().encode(ICON_SVG))}` as const

type SignMessageInput = { account: WalletAccount; message: Uint8Array }
type SignTransactionInput = { account: WalletAccount; transaction: Uint8Array }
type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}
type SignAndSendInput = SignTransactionInput & { chain?: string; options?: SendOptions }

/** The request for `solana_signMessage`: the bytes in base58 and the signer (docs/wire.md#walletconnect-solana). */
function signMessageRequest(input: SignMessageInput) {
  return {
    method: 'solana_signMessage',
    params: { message: encodeBase58(input.message), pubkey: input.account.address },
  }
}

/** The request for `solana_signTransaction`: the serialized transaction in base64. */
function signTransactionRequest(input: SignTransactionInput) {
  return {
    method: 'solana_signTransaction',
    params: { transaction: encodeBase64(input.transaction) },
  }
}

/** The request for `solana_signAllTransactions`: each serialized transaction in base64. */
function signAllTransactionsRequest(inputs: readonly SignTransactionInput[]) {
  return {
    method: 'solana_signAllTransactions',
    params: { transactions: inputs.map((input) => encodeBase64(input.transaction)) },
  }
}

/** The request for `solana_signAndSendTransaction`: base64 transaction and the send options given. */
function signAndSendRequest(input: SignAndSendInput) {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
  const sendOptions = Object.fromEntries(
    Object.entries({ skipPreflight, preflightCommitment, maxRetries, minContextSlot }).filter(
      ([, value]) => value !== undefined,
    ),
  )
  return {
    method: 'solana_signAndSendTransaction',
    params: {
      transaction: encodeBase64(input.transaction),
      ...(Object.keys(sendOptions).length > 0 ? { sendOptions } : {}),
    },
  }
}

/** A wallet answer that is not the shape docs/wire.md#walletconnect-solana gives. */
function malformed(method: string): Error {
  return new Error(`The wallet answered ${method} in an unexpected shape`)
}

/**
 * The signed transaction from a `solana_signTransaction` answer: the wallet's `transaction` when it
 * sends one, else the unsigned bytes with its `signature` put in the signer's slot.
 */
function signedTransactionFrom(answer: unknown, input: SignTransactionInput): Uint8Array {
  const { transaction, signature } = (answer ?? {}) as {
    transaction?: unknown
    signature?: unknown
  }
  if (typeof transaction === 'string') return decodeBase64(transaction)
  if (typeof signature !== 'string') throw malformed('solana_signTransaction')
  const tx = VersionedTransaction.deserialize(input.transaction)
  tx.addSignature(new PublicKey(input.account.address), decodeBase58(signature))
  return tx.serialize()
}

/**
 * A Wallet Standard wallet over the WalletConnect session's `solana` namespace, for the modal's
 * Solana adapter: connect (pairs unless the session already serves Solana), disconnect (the session
 * ends unless the EVM side still uses it), account changes, and the three signing features mapped
 * to the WalletConnect Solana RPC (docs/wire.md#walletconnect-solana).
 */
export function createWalletConnectSolanaWallet(
  provider: WalletConnectProvider,
  chains: readonly string[],
): Wallet {
  const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']
  const account = (address: string): WalletAccount => ({
    address,
    publicKey: new PublicKey(address).toBytes(),
    chains: [...chains] as IdentifierString[],
    features: features as IdentifierString[],
  })
  const accounts = () => provider.solanaAccounts.map(account)
  const ownAccount = (input: { account: WalletAccount }) => {
    if (!provider.solanaAccounts.includes(input.account.address))
      throw new Error(`${input.account.address} is not an account of this session`)
  }

  return {
    version: '1.0.0',
    name: WALLET_CONNECT_SOLANA_NAME,
    icon: ICON,
    chains: [...chains] as IdentifierString[],
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent) {
            if (!provider.session && !(await provider.restore())) return { accounts: [] }
            if (!provider.serves('solana')) return { accounts: [] }
            provider.hold('solana')
          } else {
            await provider.connect({ namespace: 'solana' })
            if (!provider.serves('solana')) {
              await provider.release('solana')
              throw new Error('The wallet approved no Solana account')
            }
          }
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => void (await provider.release('solana')),
      },
      'standard:events': {
        version: '1.0.0',
        on(event: string, listener: (properties: { accounts?: WalletAccount[] }) => void) {
          if (event !== 'change') return () => {}
          const onAccounts = (addresses: string[]) => listener({ accounts: addresses.map(account) })
          provider.on('solanaAccountsChanged', onAccounts)
          return () => provider.removeListener('solanaAccountsChanged', onAccounts)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: SignMessageInput[]) {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input)
            const answer = await provider.requestSolana<{ signature?: unknown }>(
              signMessageRequest(input),
            )
            if (typeof answer?.signature !== 'string') throw malformed('solana_signMessage')
            outputs.push({
              signedMessage: input.message,
              signature: decodeBase58(answer.signature),
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: SignTransactionInput[]) {
          for (const input of inputs) ownAccount(input)
          if (inputs.length === 1 && inputs[0]) {
            const answer = await provider.requestSolana(signTransactionRequest(inputs[0]))
            return [{ signedTransaction: signedTransactionFrom(answer, inputs[0]) }]
          }
          const answer = await provider.requestSolana<{ transactions?: unknown }>(
            signAllTransactionsRequest(inputs),
          )
          const signed = answer?.transactions
          if (!Array.isArray(signed) || signed.length !== inputs.length)
            throw malformed('solana_signAllTransactions')
          return signed.map((entry) => ({ signedTransaction: decodeBase64(String(entry)) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: SignAndSendInput[]) {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input)
            if (input.chain) provider.setSolanaChain(input.chain)
            const answer = await provider.requestSolana<{ signature?: unknown }>(
              signAndSendRequest(input),
            )
            if (typeof answer?.signature !== 'string')
              throw malformed('solana_signAndSendTransaction')
            outputs.push({ signature: decodeBase58(answer.signature) })
          }
          return outputs
        },
      },
    },
  }
}
