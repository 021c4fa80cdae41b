import type { Core } from '../core/createCore'

type AnnounceDetail = {
  info?: { uuid?: unknown; rdns?: unknown; name?: unknown; icon?: unknown }
  provider?: { request?: unknown }
}

/**
 * Lists the wallets that announce themselves (EIP-6963) before wagmi loads, so Connect shows
 * them on its first paint and a click on one goes straight to ConnectingExternal. The ids are
 * the rdns, as wagmi's connectors for these wallets will have. The check here is the small one
 * the JS before the first click has room for (text name, rdns and uuid, a provider with `request`, an inline icon); Connect
 * checks the uuid's and rdns's form when it draws the list (`connectWalletList`), and once the EVM
 * adapter loads, the list is replaced by its connectors, which passed `readAnnouncement`
 * (docs/behaviour.md#hostile-data). Returns the stop.
 */
export function watchAnnouncedWallets(core: Core): () => void {
  if (typeof window === 'undefined') return () => {}
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnounceDetail>).detail
    const info = detail?.info
    if (
      typeof info?.rdns !== 'string' ||
      typeof info.name !== 'string' ||
      typeof info.uuid !== 'string' ||
      typeof detail?.provider?.request !== 'function'
    )
      return
    const { connectors } = core.stores.connectors
    if (connectors.some((connector) => connector.id === info.rdns)) return
    connectors.push({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: info.rdns,
      uuid: info.uuid,
      ...(typeof info.icon === 'string' && info.icon.startsWith('data:image/')
        ? { imageUrl: info.icon }
        : {}),
    })
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
