import { useCallback, useSyncExternalStore } from 'react'
import { subscribe } from 'valtio/vanilla'
import type { Stores } from '../stores/createStores'
import { useCore } from './coreContext'

/**
 * One value read from a store of the enclosing modal (a string, number or boolean: compared with
 * `Object.is`); re-renders when it changes. For the first load's components (the button, the
 * dialog's shell): it needs no snapshot tracking (valtio/react and proxy-compare), which
 * `useStoreState` brings with the modal's UI.
 */
export function useStoreValue<K extends keyof Stores, T>(
  name: K,
  read: (store: Stores[K]) => T,
): T {
  const store = useCore().stores[name]
  const listen = useCallback((onChange: () => void) => subscribe(store, onChange, true), [store])
  return useSyncExternalStore(listen, () => read(store))
}
