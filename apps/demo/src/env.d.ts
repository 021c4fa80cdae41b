/** The local stack's addresses, injected by vite.config.ts at build time. */
declare const __W3M_STACK__: {
  devnet: string
  secureSite: string
  relay: string
  rpc: Record<number | string, string>
}
