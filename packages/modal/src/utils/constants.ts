/** Prefix of every custom element, event, storage key and test id the modal owns. */
export const PREFIX = 'w3m'
/** SPEC §2: the modal shakes for 500 ms where it refuses to close. */
export const SHAKE_DURATION_MS = 500
/** SPEC §9: toasts stay 4000 ms. */
export const TOAST_DURATION_MS = 4000
/** SPEC §9: at most 3 toasts visible. */
export const TOAST_MAX_VISIBLE = 3
/** SPEC §2: a new toast waits 150 ms for the open one to hide. */
export const TOAST_RESHOW_DELAY_MS = 150
/** SPEC §9: toast width. */
export const TOAST_WIDTH_PX = 356
/** SPEC §9: explorer page size of the All wallets list. */
export const WALLETS_PAGE_SIZE = 40
/** SPEC §9: featured and recommended wallets shown on Connect. */
export const RECOMMENDED_COUNT = 4
/** SPEC §9: explorer search results. */
export const SEARCH_RESULTS = 100
/** SPEC §3: the recent wallets list keeps at most 2. */
export const RECENT_WALLETS_MAX = 2
/** Storage key of the recent wallets. */
export const RECENT_WALLETS_KEY = 'w3m:recent-wallets'
/** Version sent as `sv` to the hosted APIs. */
export const SDK_VERSION = 'w3m-0.1.0'
/** Type sent as `st` to the hosted APIs. */
export const SDK_TYPE = 'w3m'
