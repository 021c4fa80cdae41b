import { isUsageExceeded } from '../stores/createProjectStore'
import type { Stores } from '../stores/createStores'
import {
  CONNECTING_VIEWS,
  type RouterEntry,
  type ViewName,
  type ViewParamsMap,
} from '../stores/viewParams'

type RouterStores = Pick<Stores, 'router' | 'modal' | 'account' | 'project'>

/** Arguments of a view: its name, plus params when the view takes some. */
export type ViewArgs<V extends ViewName> = ViewParamsMap[V] extends undefined
  ? [view: V, params?: undefined]
  : [view: V, params: ViewParamsMap[V]]

function entry<V extends ViewName>(view: V, params: ViewParamsMap[V]): RouterEntry {
  return { view, params } as RouterEntry
}

function setHistory(stores: RouterStores, history: RouterEntry[]) {
  const last = history[history.length - 1] ?? entry('Connect', undefined)
  stores.router.history = history
  stores.router.current = last
}

/** With the project over its usage limit, a Connecting view becomes UsageExceeded (docs/behaviour.md#views). */
export function guardView(stores: Pick<Stores, 'project'>, next: RouterEntry): RouterEntry {
  if (CONNECTING_VIEWS.includes(next.view) && isUsageExceeded(stores.project.plan)) {
    return entry('UsageExceeded', undefined)
  }
  return next
}

/** Pushes a view on the history (UsageExceeded instead of a Connecting view when over the limit). */
export function pushView<V extends ViewName>(
  stores: RouterStores,
  ...[view, params]: ViewArgs<V>
): void {
  const next = guardView(stores, entry(view, params as ViewParamsMap[V]))
  setHistory(stores, [...stores.router.history, next])
}

/** Replaces the current view, keeping the history below it. */
export function replaceView<V extends ViewName>(
  stores: RouterStores,
  ...[view, params]: ViewArgs<V>
): void {
  const next = guardView(stores, entry(view, params as ViewParamsMap[V]))
  setHistory(stores, [...stores.router.history.slice(0, -1), next])
}

/** Starts a fresh history at one view. */
export function resetView<V extends ViewName>(
  stores: RouterStores,
  ...[view, params]: ViewArgs<V>
): void {
  setHistory(stores, [entry(view, params as ViewParamsMap[V])])
}

/** Back pops; with one entry it closes; from Connect while connected it shows Account (docs/behaviour.md#views). */
export function goBack(stores: RouterStores): void {
  const { history } = stores.router
  // Unless "Add wallet" of ProfileWallets brought the visitor here: back returns there.
  const adding = history.some((item) => item.view === 'ProfileWallets')
  if (stores.router.current.view === 'Connect' && stores.account.address && !adding) {
    resetView(stores, 'Account')
    return
  }
  if (history.length <= 1) {
    closeModal(stores)
    return
  }
  setHistory(stores, history.slice(0, -1))
}

/** Opens on Account when an address is connected, else Connect, unless a view is named (docs/behaviour.md#views). */
export function openModal<V extends ViewName>(
  stores: RouterStores,
  ...args: ViewArgs<V> | []
): void {
  if (args.length > 0 && args[0]) {
    const [view, params] = args as ViewArgs<V>
    setHistory(stores, [guardView(stores, entry(view, params as ViewParamsMap[V]))])
  } else {
    resetView(stores, stores.account.address ? 'Account' : 'Connect')
  }
  stores.modal.open = true
}

/** Closes the modal and resets its router to Connect (docs/behaviour.md#views). */
export function closeModal(stores: RouterStores): void {
  stores.modal.open = false
  stores.modal.shake = false
  stores.modal.connectNamespace = undefined
  resetView(stores, 'Connect')
}
