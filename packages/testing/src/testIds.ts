/**
 * The modal's `data-testid`s a dapp's tests may rely on: part of the public API, so renaming or
 * removing one is a breaking change (testIds.test.ts fails when the modal's source loses one).
 */
export const STABLE_TEST_IDS = [
  // The button and the dialog around every view.
  'w3m-button',
  'w3m-dialog',
  'w3m-overlay',
  'w3m-close',
  'w3m-toast',
  // Connect: retry, social and WalletConnect.
  'w3m-connect-retry',
  'w3m-connecting-social',
  'w3m-origin-refused',
  'w3m-wc-qr',
  'w3m-wc-open',
  'w3m-qr-code',
  // Email login.
  'w3m-email-verify-device',
  'w3m-email-otp',
  'w3m-otp-input',
  'w3m-resend-code',
  // Requests the secure frame shows for approval, and sign-in with X.
  'w3m-approve-transaction',
  'w3m-siwx',
  'w3m-siwx-sign',
  'w3m-siwx-cancel',
  // The account.
  'w3m-account',
  'w3m-account-address',
  'w3m-account-balance',
  'w3m-account-network',
  'w3m-account-user',
  'w3m-account-send',
  'w3m-account-receive',
  'w3m-account-swap',
  'w3m-account-buy',
  'w3m-account-settings-button',
  'w3m-token-list',
  'w3m-activity-list',
  'w3m-disconnect',
  // Send and receive.
  'w3m-send-token',
  'w3m-send-amount',
  'w3m-send-max',
  'w3m-send-receiver',
  'w3m-send-preview',
  'w3m-send-confirm',
  'w3m-send-error',
  'w3m-send-hash',
  'w3m-receive-address',
] as const

/** One of the modal's stable test ids. */
export type StableTestId = (typeof STABLE_TEST_IDS)[number]
