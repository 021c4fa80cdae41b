import { signMessage } from '@wagmi/core'
import { queryClientOf } from '../clients/createQueryClient'
import type { Core } from '../core/createCore'
import { SdkError } from '../errors/errors'
import { isUserRejection } from '../errors/providerError'
import {
  createRegisterNameStore,
  DEFAULT_REGISTER_NAME_STATE,
  type RegisterNameStore,
} from '../stores/createRegisterNameStore'
import { requireEvm } from './estimateSendFee'
import { evmCoinType } from './resolveReceiver'

/** The name-service zone names are registered in (docs/wire.md#blockchain-api: `reown.id` on the hosted service and the devnet). */
export const NAME_ZONE = 'reown.id'
/** A label the name service accepts: 3 to 63 of a-z, 0-9 and inner hyphens (as the devnet checks it). */
const NAME_LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/
/** Said when the typed label is not one the name service accepts. */
export const INVALID_NAME_MESSAGE =
  'Use 3 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen'
/** Said when the wallet fails to sign (the words of docs/behaviour.md#errors). */
const SIGN_FAILED_MESSAGE = 'Error signing message'
/** Said when the service fails without a message of its own. */
const REGISTER_FAILED_MESSAGE = 'The name could not be registered'

/** What registerName resolves to. */
export type RegisterNameReturnType =
  | { status: 'success'; name: string }
  | { status: 'invalid' | 'rejected' | 'failed'; message?: string }

/**
 * The register-name form of one modal, created when the view first needs it so that nothing of
 * it ships with the first load.
 */
export function registerNameStoreOf(core: Core): RegisterNameStore {
  core.registerName ??= createRegisterNameStore()
  return core.registerName
}

/** The label of a typed name: trimmed, lower case, without the zone suffix. */
export function nameLabel(input: string): string {
  const lower = input.trim().toLowerCase()
  const suffix = `.${NAME_ZONE}`
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}

/** The full name (label and zone) of a typed name. */
export function fullName(input: string): string {
  return `${nameLabel(input)}.${NAME_ZONE}`
}

/** Sets the name as typed, checks it, and clears suggestions and errors of the previous one. */
export function setNameInput(core: Core, input: string): void {
  const store = registerNameStoreOf(core)
  const label = nameLabel(input)
  store.input = input
  store.error = undefined
  store.inputError = label === '' || NAME_LABEL.test(label) ? undefined : INVALID_NAME_MESSAGE
  store.suggestions = []
  store.suggestionsStatus = 'idle'
}

/** Loads the suggestions for the typed name (when valid) and which of them are taken. */
export async function fetchNameSuggestions(core: Core): Promise<void> {
  const store = registerNameStoreOf(core)
  const input = store.input
  const label = nameLabel(input)
  if (!NAME_LABEL.test(label)) return
  store.suggestionsStatus = 'loading'
  try {
    const suggestions = await core.blockchain.getNameSuggestions(label, NAME_ZONE)
    if (store.input !== input) return
    store.suggestions = suggestions
    store.suggestionsStatus = 'ready'
  } catch {
    if (store.input !== input) return
    store.suggestions = []
    store.suggestionsStatus = 'error'
  }
}

/**
 * The API's own message from the `{code, message}` body of a refusal (a 4xx other than 429); a
 * server failure or a rate limit is not the visitor's to read (docs/reliability.md#faults-route-by-route).
 */
function apiMessage(error: unknown): string | undefined {
  if (!(error instanceof SdkError)) return undefined
  const body = /^HTTP 4(?!29)\d\d: (.*)$/s.exec(error.details ?? '')?.[1]
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message
    return typeof message === 'string' && message !== '' ? message : undefined
  } catch {
    return undefined
  }
}

/**
 * Registers the typed name for the connected address: signs the message JSON `{name, attributes,
 * timestamp}` with the wallet (personal_sign) and posts it (docs/wire.md#blockchain-api). On success the Account
 * shows the name at once and cached identities and names of the address are dropped. A rejection
 * in the wallet keeps the form and says nothing; a refusal of the service says its reason.
 */
export async function registerName(core: Core): Promise<RegisterNameReturnType> {
  const store = registerNameStoreOf(core)
  const label = nameLabel(store.input)
  if (!NAME_LABEL.test(label)) {
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

/** Empties the form (after a success, before the next name). */
export function resetRegisterName(core: Core): void {
  Object.assign(registerNameStoreOf(core), structuredClone(DEFAULT_REGISTER_NAME_STATE))
}
