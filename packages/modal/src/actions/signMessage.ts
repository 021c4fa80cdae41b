import { signMessage as signEvmMessage } from '@wagmi/core'
import { isSolanaUserRejection } from '../connectors/solana/solanaErrors'
import type { Core } from '../core/createCore'
import { BaseError } from '../errors/baseError'
import { InvalidConnectionStatusError } from '../errors/errors'
import { warnSdk } from '../errors/warnSdk'
import { encodeBase58 } from '../utils/base58'
import { requireEvm } from './estimateSendFee'
import { connectedSolanaWallet } from './sendSolana'

/** A signed message: who signed, on which namespace, and the signature as that namespace writes it. */
export type SignMessageResult = {
  namespace: 'eip155' | 'solana'
  address: string
  /** `0x…` (personal_sign) on EVM; base58 of the 64-byte ed25519 signature on Solana. */
  signature: string
}

/** Options of signMessage. */
export type SignMessageOptions = {
  /** The namespace the host means to sign on; by default the active one. */
  namespace?: 'eip155' | 'solana' | undefined
}

/** Parameters of signMessage: the message (text as UTF-8, or bytes) and its options. */
export type SignMessageParameters = SignMessageOptions & { message: string | Uint8Array }

/**
 * Has the connected wallet sign `message` (text as UTF-8, or bytes): `personal_sign` on EVM,
 * `solana:signMessage` (ed25519) on Solana. Fails with 'Error signing message' (code
 * `USER_REJECTED` when the visitor refused, the wallet's error as the cause); with no wallet
 * connected, 'No connector found for connection'; with an account still connecting or
 * reconnecting, 'Invalid connection status'. Asked for a namespace that is not the connected one,
 * it warns APKTW001 'Inactive Namespace Not Connected' and rejects (docs/behaviour.md#errors).
 */
export async function signMessage(
  core: Core,
  { message, namespace }: SignMessageParameters,
): Promise<SignMessageResult> {
  const { account, chain } = core.stores
  const address = account.address
  if (!address || account.status === 'disconnected')
    throw new BaseError('No connector found for connection', {
      code: 'CONNECTOR_NOT_FOUND',
      details: 'no wallet is connected',
    })
  if (account.status !== 'connected')
    throw new InvalidConnectionStatusError({ details: `the account is ${account.status}` })
  if (namespace && namespace !== chain.activeNamespace) {
    warnSdk('APKTW001', `${namespace} (the connected namespace is ${chain.activeNamespace})`)
    throw new BaseError('No connector found for connection', {
      code: 'CONNECTOR_NOT_FOUND',
      details: `no ${namespace} wallet is connected`,
    })
  }
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  try {
    if (chain.activeNamespace === 'solana') {
      const walletName = connectedSolanaWallet(core)
      if (!core.solana || !walletName) throw new Error('the Solana wallet is not loaded')
      const signature = await core.solana.signMessage(walletName, address, bytes)
      return { namespace: 'solana', address, signature: encodeBase58(signature) }
    }
    const signature = await signEvmMessage(requireEvm(core).config, {
      account: address as `0x${string}`,
      message: typeof message === 'string' ? message : { raw: message },
    })
    return { namespace: 'eip155', address, signature }
  } catch (cause) {
    throw new BaseError('Error signing message', {
      cause,
      code: isSolanaUserRejection(cause) ? 'USER_REJECTED' : 'SIGN_MESSAGE_FAILED',
    })
  }
}
