import { queryClientOf, TRANSACTIONS_STALE_MS } from '../clients/createQueryClient'
import type { Core } from '../core/createCore'
import { BaseError, type BaseErrorParameters } from '../errors/baseError'
import { activeCaipNetworkId } from '../stores/createChainStore'
import { filterTransactions } from '../utils/groupTransactions'
import { reportError } from './reportError'
import { showToast } from './toast'

/** The history route failed, the words of docs/behaviour.md#errors. */
class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch transactions', { ...parameters, code: 'FETCH_TRANSACTIONS_FAILED' })
  }
}

/** Parameters of fetchActivity. */
export type FetchActivityParameters = {
  /** Load the page after the ones already shown (infinite scroll). */
  more?: boolean
  /** Drop cached pages first (after a send). */
  refresh?: boolean
}

/**
 * Loads a page of the connected address's history on the wallet's chain into the activity store:
 * the first page, or with `more` the next one by cursor. Each page is cached under a key that
 * includes its cursor. On failure: 'Failed to fetch transactions' toast and an empty list.
 */
export async function fetchActivity(
  core: Core,
  parameters: FetchActivityParameters = {},
): Promise<void> {
  const { activity, account, chain } = core.stores
  // Solana addresses are base58: their case is part of them.
  const address =
    chain.activeNamespace === 'solana' ? account.address : account.address?.toLowerCase()
  const caipChainId = activeCaipNetworkId(chain)
  if (!address || caipChainId === undefined) return
  const key = `${address}:${caipChainId}`
  const more = parameters.more === true && activity.key === key
  if (more && (!activity.next || activity.loadingMore)) return
  const cursor = more ? activity.next : undefined
  const query = queryClientOf(core)
  if (parameters.refresh) await query.invalidateQueries({ queryKey: ['transactions', address] })
  if (more) activity.loadingMore = true
  else {
    if (activity.key !== key) activity.transactions = []
    activity.key = key
    activity.status = 'loading'
  }
  try {
    const page = await query.fetchQuery({
      queryKey: ['transactions', address, caipChainId, cursor ?? null],
      queryFn: ({ signal }) =>
        core.blockchain.getHistory(address, { chainId: caipChainId, cursor }, signal),
      staleTime: TRANSACTIONS_STALE_MS,
    })
    if (activity.key !== key) return
    const kept = filterTransactions(page.data, caipChainId)
    activity.transactions = more ? [...activity.transactions, ...kept] : kept
    activity.next = page.next ?? undefined
    activity.status = 'ready'
  } catch (cause) {
    if (activity.key !== key) return
    const error = new FetchTransactionsError({ cause })
    activity.transactions = []
    activity.next = undefined
    activity.status = 'error'
    showToast(core.stores, 'error', error.shortMessage)
    reportError(core, { error, context: 'fetchActivity' })
  } finally {
    if (activity.key === key) activity.loadingMore = false
  }
}

/** After a send: how often to look for it in the history, which an indexer fills a little later. */
const ACTIVITY_FOLLOW_UP_ATTEMPTS = 10
/** ...and how long to wait between looks. */
const ACTIVITY_FOLLOW_UP_MS = 1_000

/** Refreshes the activity until the transaction `hash` shows in it (or the attempts run out). */
export async function refreshActivityUntil(
  core: Core,
  { hash }: { hash: string },
): Promise<boolean> {
  const wanted = hash.toLowerCase()
  for (let attempt = 0; attempt < ACTIVITY_FOLLOW_UP_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, ACTIVITY_FOLLOW_UP_MS))
    await fetchActivity(core, { refresh: true })
    const { transactions, status } = core.stores.activity
    if (status === 'error') return false
    if (transactions.some((tx) => tx.metadata.hash.toLowerCase() === wanted)) return true
  }
  return false
}
