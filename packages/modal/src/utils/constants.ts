/** The modal shakes for 500 ms where it refuses to close (docs/behaviour.md#views). */
export const SHAKE_DURATION_MS = 500
/** Toasts stay 4000 ms (docs/behaviour.md#limits). */
export const TOAST_DURATION_MS = 4000
/** At most 3 toasts visible (docs/behaviour.md#limits). */
export const TOAST_MAX_VISIBLE = 3
/** A new toast waits 150 ms for the open one to hide (docs/behaviour.md#toasts). */
export const TOAST_RESHOW_DELAY_MS = 150
/** Toast width (docs/behaviour.md#limits). */
export const TOAST_WIDTH_PX = 356
/** Explorer page size of the All wallets list (docs/behaviour.md#limits). */
export const WALLETS_PAGE_SIZE = 40
/** Featured and recommended wallets shown on Connect (docs/behaviour.md#limits). */
export const RECOMMENDED_COUNT = 4
/** Explorer search results (docs/behaviour.md#limits). */
export const SEARCH_RESULTS = 100
/** The recent wallets list keeps at most 2 (docs/behaviour.md#state). */
export const RECENT_WALLETS_MAX = 2
/** Storage key of the recent wallets. */
export const RECENT_WALLETS_KEY = 'w3m:recent-wallets'
/** Storage key of the account chosen in each connection, by connector id (docs/behaviour.md#connections). */
export const CHOSEN_ACCOUNTS_KEY = 'w3m:chosen-accounts'
/** Version sent as `sv` to the hosted APIs. */
export const SDK_VERSION = 'w3m-0.1.0'
/** Type sent as `st` to the hosted APIs. */
export const SDK_TYPE = 'w3m'

/** Explorer ranks the wallet lists honour: wallets ranked 1 to 20 lead, by rank (docs/behaviour.md#limits). */
export const EXPLORER_RANKS = 20
