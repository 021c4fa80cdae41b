/**
 * The shapes the kit uses of the apps' modules. Written out here so the kit's published types
 * name no app file; appModules.check.ts makes the compiler hold them to the apps' real code.
 */

/** apps/devnet/src/server.ts */
export type DevnetServerModule = {
  startDevnet(input?: { log?: (line: string) => void }): Promise<{
    urls: { api: string; rpc: Record<number, string>; relay: string; smtpPort: number }
    close(): Promise<void>
  }>
}

/** apps/devnet/src/projects.ts */
export type DevnetProjectsModule = { DEMO_PROJECT_ID: string }

/** apps/devnet/src/wallet/devAccounts.ts */
export type DevAccountsModule = {
  devAccounts(): Array<{ address: `0x${string}`; privateKey: `0x${string}` }>
}

/** apps/secure-site/src/server/startSecureSite.ts and config.ts */
export type SecureSiteModule = {
  startSecureSite(config: never): Promise<{ url: string; close(): Promise<void> }>
}
export type SecureSiteConfigModule = { loadConfig(env: NodeJS.ProcessEnv): unknown }

/** How a Node WalletConnect wallet answers proposals and requests. */
export type MobileWalletMode = 'approve' | 'reject'

/** apps/devnet/src/mobile-wallet/bench/startNodeWallet.ts */
export type NodeWalletModule = {
  startNodeWallet(params: {
    relayUrl: string
    projectId: string
    rpcUrls: Record<number, string>
    solanaRpcUrl?: string
    name?: string
  }): Promise<{
    address: `0x${string}`
    solanaAddress: string
    answered: string[]
    proposals: string[]
    pair(uri: string): Promise<unknown>
    setMode(mode: MobileWalletMode): void
    disconnectAll(): Promise<void>
    close(): Promise<void>
  }>
}
