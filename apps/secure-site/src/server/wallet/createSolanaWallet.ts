import { Connection, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import type { User, Users } from '../auth/createUsers'
import { SecureSiteError } from '../errors'
import { solanaKeypair } from './solanaKey'

/** The Solana networks (CAIP-2 ids) the site serves, each on a cluster's RPC URL. */
export type SolanaNetworkConfig = { caipNetworkId: string; rpcUrl: string }

/** The three Solana networks of docs/behaviour.md#solana-embedded, as configuration maps them. */
export const SOLANA_NETWORK_IDS = [
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const

/** Whether a chain id names a Solana network ('solana:<genesis hash prefix>'). */
export const isSolanaChainId = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('solana:')

/** The Solana side of the embedded wallet; the key is opened only to sign, on the server. */
export type SolanaWallet = ReturnType<typeof createSolanaWallet>

/** Signs with each user's Solana key and sends to the configured clusters. */
export function createSolanaWallet(options: { networks: SolanaNetworkConfig[]; users: Users }) {
  const { users } = options
  const connections = new Map<string, Connection>()

  /** The network a request names; none means the first configured one. */
  function network(chainId: string | undefined): SolanaNetworkConfig {
    const found =
      chainId === undefined
        ? options.networks[0]
        : options.networks.find((entry) => entry.caipNetworkId === chainId)
    if (!found) throw new SecureSiteError('UNSUPPORTED_CHAIN', 'Unsupported chain')
    return found
  }

  function connection(chainId: string | undefined): Connection {
    const { caipNetworkId, rpcUrl } = network(chainId)
    let found = connections.get(caipNetworkId)
    if (!found) {
      found = new Connection(rpcUrl, 'confirmed')
      connections.set(caipNetworkId, found)
    }
    return found
  }

  async function keypair(user: User) {
    return solanaKeypair(await users.solanaSeed(user.id))
  }

  function decode(transaction: string): VersionedTransaction {
    try {
      return VersionedTransaction.deserialize(bs58.decode(transaction))
    } catch (cause) {
      throw new SecureSiteError('BAD_REQUEST', 'Invalid Solana transaction', { cause })
    }
  }

  /** Signs one transaction (legacy or v0) where the user's key is a required signer. */
  async function sign(user: User, transaction: string): Promise<VersionedTransaction> {
    const pair = await keypair(user)
    const tx = decode(transaction)
    const { numRequiredSignatures } = tx.message.header
    const signers = tx.message.staticAccountKeys.slice(0, numRequiredSignatures)
    if (!signers.some((key) => key.equals(pair.publicKey))) {
      throw new SecureSiteError(
        'BAD_REQUEST',
        'The transaction does not ask for this wallet’s signature',
      )
    }
    tx.sign([pair])
    return tx
  }

  return {
    networkIds: () => options.networks.map((entry) => entry.caipNetworkId),
    /** The CAIP-2 id a request names, checked against the served networks. */
    network: (chainId: string | undefined) => network(chainId).caipNetworkId,
    address: (user: User) => users.solanaAddress(user.id),
    /** An ed25519 signature of the message bytes, base58. */
    async signMessage(user: User, message: Uint8Array): Promise<string> {
      const pair = await keypair(user)
      return bs58.encode(nacl.sign.detached(message, pair.secretKey))
    },
    /** The transaction signed by the user, serialized, base58. */
    async signTransaction(user: User, transaction: string): Promise<string> {
      return bs58.encode((await sign(user, transaction)).serialize())
    },
    /** Signs and sends; the transaction signature, base58, once the cluster accepted it. */
    async signAndSendTransaction(
      user: User,
      chainId: string | undefined,
      transaction: string,
      sendOptions: SendOptions,
    ): Promise<string> {
      const tx = await sign(user, transaction)
      try {
        return await connection(chainId).sendRawTransaction(tx.serialize(), sendOptions)
      } catch (cause) {
        throw new SecureSiteError('CHAIN_ERROR', 'The transaction was refused by the cluster', {
          cause,
          details: cause instanceof Error ? cause.message : undefined,
        })
      }
    },
  }
}
