import { useSnapshot } from 'valtio/react'
import type { Stores } from '../stores/createStores'
import type { ViewName, ViewParamsMap } from '../stores/viewParams'
import { useCore } from './coreContext'

/** A read-only snapshot of one store of the enclosing modal; re-renders on the fields read. */
export function useStoreState<K extends keyof Stores>(name: K) {
  return useSnapshot(useCore().stores[name])
}

/** The params of the current view, typed for view `V`. */
export function useViewParams<V extends ViewName>(_view: V): ViewParamsMap[V] {
  const router = useStoreState('router')
  return router.current.params as ViewParamsMap[V]
}
