export { DEVNET_ENV, expect, shareDevnet, test } from '../playwright/fixtures'
export type { WalletControl, WalletState } from '../playwright/walletControl'
export { walletControl } from '../playwright/walletControl'
export { watchOffHostRequests } from '../playwright/watchOffHostRequests'
