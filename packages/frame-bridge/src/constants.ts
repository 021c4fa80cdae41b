/** Prefix of every page-to-frame message type. */
export const APP_EVENT_PREFIX = '@w3m-app/'
/** Prefix of every frame-to-page message type. */
export const FRAME_EVENT_PREFIX = '@w3m-frame/'

/** How long the page waits for the frame's READY before giving up with APKT003 (docs/behaviour.md#limits). */
export const FRAME_READY_TIMEOUT_MS = 20_000
/** Connect-type requests wait on the visitor's inbox or popup, so they get 2 minutes (docs/behaviour.md#limits). */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** Sign-out never blocks a disconnect for longer than this (docs/behaviour.md#limits). */
export const SIGN_OUT_TIMEOUT_MS = 3_000
/** The frame finishes its own start-up after announcing READY (docs/behaviour.md#limits). */
export const FRAME_READY_PAUSE_MS = 500
/** Wait between two email sends (docs/behaviour.md#limits). */
export const EMAIL_SEND_WAIT_MS = 30_000
/** Log buffer of about 1 MB (docs/behaviour.md#limits). */
export const LOG_BUFFER_MAX_BYTES = 1_000_000
/** Protocol version the hosted secure site expects when none is configured. */
export const DEFAULT_FRAME_VERSION = '4'
/** Social login popup size (docs/behaviour.md#views). */
export const SOCIAL_POPUP_WIDTH = 600
export const SOCIAL_POPUP_HEIGHT = 800
/** How often the page checks whether the visitor closed the social popup. */
export const SOCIAL_POPUP_POLL_MS = 500

/** Requests that wait on the visitor (inbox, device, popup): their timeout aborts everything pending. */
export const CONNECT_REQUESTS = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const

/** Read-only RPC methods, never aborted by `abortRpcRequests` (docs/wire.md#frame-messages). */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  // ERC-4337 reads, answered by the embedded smart account's bundler.
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
]

/** Methods the visitor approves in the frame; they wait as long as the visitor does (docs/wire.md#frame-messages). */
export const APPROVAL_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]
