import { createContext, useContext } from 'react'
import type { Core } from '../core/createCore'

/** The core of the modal a React subtree works on. */
export const CoreContext = createContext<Core | undefined>(undefined)

/** The core of the enclosing modal; throws outside one, which is a wiring mistake, not a visitor's. */
export function useCore(): Core {
  const core = useContext(CoreContext)
  if (!core)
    throw new Error(
      'w3m: useCore needs a <CoreContext.Provider> (use <W3mProvider> or <w3m-modal>)',
    )
  return core
}
