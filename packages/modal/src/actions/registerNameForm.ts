import type { Core } from '../core/createCore'
import {
  createRegisterNameStore,
  DEFAULT_REGISTER_NAME_STATE,
  type RegisterNameStore,
} from '../stores/createRegisterNameStore'

/** The name-service zone names are registered in (docs/wire.md#blockchain-api: `reown.id` on the hosted service and the devnet). */
export const NAME_ZONE = 'reown.id'
/** A label the name service accepts: 3 to 63 of a-z, 0-9 and inner hyphens (as the devnet checks it). */
const NAME_LABEL = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/
/** Said when the typed label is not one the name service accepts. */
export const INVALID_NAME_MESSAGE =
  'Use 3 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen'

/** Whether the name service accepts `label` (see NAME_LABEL). */
export const isNameLabel = (label: string): boolean => NAME_LABEL.test(label)

/**
 * The register-name form of one modal: a lazily filled Core field, created by the first action or
 * view that needs it, so that nothing of it ships with the first load. Only the actions of this
 * file and registerName.ts change it (docs/behaviour.md#state).
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
export function setNameInput(core: Core, { input }: { input: string }): void {
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

/** Empties the form (after a success, before the next name). */
export function resetRegisterName(core: Core): void {
  Object.assign(registerNameStoreOf(core), structuredClone(DEFAULT_REGISTER_NAME_STATE))
}
