import { proxy } from 'valtio/vanilla'

/** One suggested name (with its zone) and whether someone holds it already. */
export type NameSuggestion = { name: string; registered: boolean }

/** The name being chosen in RegisterAccountName, its suggestions and the registration under way. */
export type RegisterNameState = {
  /** As typed. */
  input: string
  /** What is wrong with the typed name, in the visitor's words; undefined when fine or empty. */
  inputError: string | undefined
  suggestions: NameSuggestion[]
  suggestionsStatus: 'idle' | 'loading' | 'ready' | 'error'
  status: 'idle' | 'signing' | 'registering' | 'success'
  /** Why the last registration failed, in the visitor's words. */
  error: string | undefined
  /** The full name registered, once done. */
  registered: string | undefined
}

/** Nothing typed yet. */
export const DEFAULT_REGISTER_NAME_STATE: Readonly<RegisterNameState> = Object.freeze({
  input: '',
  inputError: undefined,
  suggestions: [],
  suggestionsStatus: 'idle',
  status: 'idle',
  error: undefined,
  registered: undefined,
} satisfies RegisterNameState)

/** A fresh register-name store. */
export function createRegisterNameStore() {
  return proxy<RegisterNameState>(structuredClone(DEFAULT_REGISTER_NAME_STATE) as RegisterNameState)
}

/** The register-name store type. */
export type RegisterNameStore = ReturnType<typeof createRegisterNameStore>
