/** An EIP-1193 provider, as much of it as the dapp uses. */
export type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/**
 * The browser wallets announced through EIP-6963, by rdns: the modal's `w3m:connect` names the
 * connector by it, so the dapp asks the very wallet the visitor connected.
 */
export function watchInjectedWallets(): Map<string, Provider> {
  const wallets = new Map<string, Provider>()
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = (event as CustomEvent).detail
    wallets.set(info.rdns, provider)
  })
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return wallets
}
