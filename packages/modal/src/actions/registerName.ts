import { signMessage } from '@wagmi/core'
import { queryClientOf } from '../clients/createQueryClient'
import { ApiError } from '../clients/fetchJson'
import type { Core } from '../core/createCore'
import { isUserRejection } from '../errors/providerError'
import { requireEvm } from './estimateSendFee'
import {
  fullName,
  INVALID_NAME_MESSAGE,
  isNameLabel,
  nameLabel,
  registerNameStoreOf,
} from './registerNameForm'
import { evmCoinType } from './resolveReceiver'

/** Said when the wallet fails to sign (the words of docs/behaviour.md#errors). */
const SIGN_FAILED_MESSAGE = 'Error signing message'
/** Said when the service fails without a message of its own. */
const REGISTER_FAILED_MESSAGE = 'The name could not be registered'

/** What registerName resolves to. */
export type RegisterNameReturnType =
  | { status: 'success'; name: string }
  | { status: 'invalid' | 'rejected' | 'failed'; message?: string }

/**
 * The API's own message from the `{code, message}` body of a refusal (a 4xx other than 429); a
 * server failure or a rate limit is not the visitor's to read (docs/reliability.md#faults-route-by-route).
 */
const apiMessage = (error: unknown) =>
  error instanceof ApiError &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 429
    ? error.apiMessage
    : undefined

/**
 * Registers the typed name for the connected address: signs the message JSON `{name, attributes,
 * timestamp}` with the wallet (personal_sign) and posts it (docs/wire.md#blockchain-api). On success the Account
 * shows the name at once and cached identities and names of the address are dropped. A rejection
 * in the wallet keeps the form and says nothing; a refusal of the service says its reason.
 */
export async function registerName(core: Core): Promise<RegisterNameReturnType> {
  const store = registerNameStoreOf(core)
  const label = nameLabel(store.input)
  if (!isNameLabel(label)) {
    store.inputError = INVALID_NAME_MESSAGE
    return { status: 'invalid', message: INVALID_NAME_MESSAGE }
  }
  const { account, chain } = core.stores
  const address = account.address as `0x${string}` | undefined
  const chainId = chain.walletChainId
  if (!address || chainId === undefined) return { status: 'invalid' }
  const name = fullName(label)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Date.now() })
  store.error = undefined
  store.status = 'signing'
  let signature: `0x${string}`
  try {
    signature = await signMessage(requireEvm(core).config, { account: address, message })
  } catch (cause) {
    store.status = 'idle'
    if (isUserRejection(cause)) return { status: 'rejected' }
    store.error = SIGN_FAILED_MESSAGE
    return { status: 'failed', message: store.error }
  }
  store.status = 'registering'
  try {
    const profile = await core.blockchain.registerName({
      coin_type: Number(evmCoinType(chainId)),
      address,
      message,
      signature,
    })
    store.status = 'success'
    store.registered = profile.name
    if (account.address === address) account.profileName = profile.name
    const query = queryClientOf(core)
    await Promise.all([
      query.invalidateQueries({ queryKey: ['identity', address.toLowerCase()] }),
      query.invalidateQueries({ queryKey: ['name', profile.name.toLowerCase()] }),
    ])
    return { status: 'success', name: profile.name }
  } catch (cause) {
    store.status = 'idle'
    store.error = apiMessage(cause) ?? REGISTER_FAILED_MESSAGE
    return { status: 'failed', message: store.error }
  }
}
