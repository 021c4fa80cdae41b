import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import type { ApprovalRequest } from '../approvalDialog'
import { ProviderRpcError, RPC_ERROR } from '../providerRpcError'
import type { SolanaWalletConfig } from '../walletConfig'
import { describeInstructions, parseWireTransaction, signWireTransaction } from './solanaWire'

/** The Wallet Standard chains the devnet wallet signs for; all of them are the local cluster. */
export const SOLANA_WALLET_CHAINS = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const

export type { SolanaWalletConfig } from '../walletConfig'

/** How the wallet asks the visitor; resolves when approved, rejects with 4001 when not. */
export type Approve = (request: ApprovalRequest) => Promise<void>

type Options = {
  name: string
  icon: WalletIcon
  config: SolanaWalletConfig
  /** Which dev keypair the wallet holds. */
  accountIndex: number
  approve: Approve
  /** localStorage key that remembers the connection across reloads. */
  storageKey: string
  /** Extra non-standard features (the dual wallet's link to its EIP-6963 identity). */
  extraFeatures?: Record<IdentifierString, unknown>
}

const SUPPORTED_VERSIONS = ['legacy', 0] as const

function remember(key: string, connected: boolean): void {
  try {
    window.localStorage.setItem(key, connected ? '1' : '0')
  } catch {}
}
function recall(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1'
  } catch {
    return false
  }
}

/**
 * A Wallet Standard Solana wallet over one dev keypair: connect, disconnect, change events,
 * signMessage, signTransaction and signAndSendTransaction (sent to the local cluster), each
 * approved through the given approval (the devnet wallet's dialog and mode switches).
 */
export function createSolanaWallet(options: Options): Wallet {
  const held = options.config.accounts[options.accountIndex] ?? options.config.accounts[0]
  if (!held) throw new Error('The devnet Solana wallet holds no keypairs')
  const entry = held
  const secretKey = bs58.decode(entry.secretKey)
  const publicKey = bs58.decode(entry.address)
  const featureNames = [
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ] as const
  const account: WalletAccount = Object.freeze({
    address: entry.address,
    publicKey,
    chains: SOLANA_WALLET_CHAINS,
    features: featureNames,
  })
  let connected = recall(options.storageKey)
  const listeners = new Set<StandardEventsListeners['change']>()
  const origin = window.location.origin
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts })
  }

  const authorized = (input: { account: WalletAccount }) => {
    if (!connected || input.account.address !== entry.address)
      throw new ProviderRpcError(
        RPC_ERROR.unauthorized,
        'The requested account has not been authorized by the user.',
      )
  }

  async function signOne(input: SolanaSignTransactionInput, title: string): Promise<Uint8Array> {
    authorized(input)
    const tx = parseWireTransaction(input.transaction)
    if (!SUPPORTED_VERSIONS.includes(tx.version as (typeof SUPPORTED_VERSIONS)[number]))
      throw new ProviderRpcError(
        RPC_ERROR.invalidParams,
        `Unsupported transaction version ${tx.version}`,
      )
    await options.approve({
      title,
      facts: [
        ['Site', origin],
        ['Account', entry.address],
        ['Network', input.chain ?? 'solana:mainnet'],
        ['Signatures', String(tx.requiredSignatures)],
      ],
      detail: describeInstructions(tx).join('\n'),
    })
    return signWireTransaction(tx, entry.address, secretKey)
  }

  async function sendToCluster(signed: Uint8Array, input: SolanaSignAndSendTransactionInput) {
    const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = input.options ?? {}
    const response = await fetch(options.config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          btoa(String.fromCharCode(...signed)),
          { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot },
        ],
      }),
    })
    const body = (await response.json()) as {
      result?: string
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
    if (typeof body.result !== 'string')
      throw new ProviderRpcError(RPC_ERROR.internal, 'The cluster returned no signature')
    return bs58.decode(body.result)
  }

  const connect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    async connect(input) {
      if (!connected) {
        // A silent connect never asks: it only restores an earlier approval.
        if (input?.silent) return { accounts: [] }
        await options.approve({
          title: 'Connection request',
          facts: [
            ['Site', origin],
            ['Account', entry.address],
            ['Network', 'Solana'],
          ],
        })
        connected = true
        remember(options.storageKey, true)
        emit()
      }
      return { accounts: wallet.accounts }
    },
  }
  const disconnect: StandardDisconnectFeature['standard:disconnect'] = {
    version: '1.0.0',
    async disconnect() {
      if (!connected) return
      connected = false
      remember(options.storageKey, false)
      emit()
    },
  }
  const events: StandardEventsFeature['standard:events'] = {
    version: '1.0.0',
    on(event, listener) {
      if (event !== 'change') return () => {}
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  const signMessage: SolanaSignMessageFeature['solana:signMessage'] = {
    version: '1.1.0',
    async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
      const outputs = []
      for (const input of inputs) {
        authorized(input)
        const text = new TextDecoder('utf-8', { fatal: false }).decode(input.message)
        await options.approve({
          title: 'Signature request',
          facts: [
            ['Site', origin],
            ['Account', entry.address],
          ],
          detail: text,
        })
        outputs.push({
          signedMessage: input.message,
          signature: nacl.sign.detached(input.message, secretKey),
          signatureType: 'ed25519' as const,
        })
      }
      return outputs
    },
  }
  const signTransaction: SolanaSignTransactionFeature['solana:signTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: SUPPORTED_VERSIONS,
    async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
      const outputs = []
      for (const input of inputs)
        outputs.push({ signedTransaction: await signOne(input, 'Transaction signature request') })
      return outputs
    },
  }
  const signAndSend: SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'] = {
    version: '1.0.0',
    supportedTransactionVersions: SUPPORTED_VERSIONS,
    async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
      const outputs = []
      for (const input of inputs) {
        const signed = await signOne(input, 'Transaction request')
        outputs.push({ signature: await sendToCluster(signed, input) })
      }
      return outputs
    },
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: options.icon,
    chains: SOLANA_WALLET_CHAINS,
    features: {
      'standard:connect': connect,
      'standard:disconnect': disconnect,
      'standard:events': events,
      'solana:signMessage': signMessage,
      'solana:signTransaction': signTransaction,
      'solana:signAndSendTransaction': signAndSend,
      ...options.extraFeatures,
    },
    get accounts() {
      return connected ? [account] : []
    },
  }
  return wallet
}
