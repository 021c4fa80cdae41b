import { signMessage as signEvmMessage } from '@wagmi/core'
import { isSolanaUserRejection } from '../connectors/solana/solanaErrors'
import type { Core } from '../core/createCore'
import { BaseError } from '../errors/baseError'
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

/**
 * Has the connected wallet sign `message` (text as UTF-8, or bytes): `personal_sign` on EVM,
 * `solana:signMessage` (ed25519) on Solana. Fails with 'Error signing message' (code
 * `USER_REJECTED` when the visitor refused, the wallet's error as the cause) or, with no wallet
 * connected, 'No connector found for connection'.
 */
export async function signMessage(
  core: Core,
  message: string | Uint8Array,
): Promise<SignMessageResult> {
  const { account, chain } = core.stores
  const address = account.address
  if (!address || account.status !== 'connected')
    throw new BaseError('No connector found for connection', {
      code: 'CONNECTOR_NOT_FOUND',
      details: 'no wallet is connected',
    })
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
