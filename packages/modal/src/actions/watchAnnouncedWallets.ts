import { watchAnnouncements } from '../connectors/announcement'
import type { Core } from '../core/createCore'

/**
 * Lists the wallets that announce themselves (EIP-6963) before wagmi loads, so Connect shows
 * them on its first paint and a click on one goes straight to ConnectingExternal. The ids are
 * the rdns, as wagmi's connectors for these wallets will have. Only announcements that pass
 * `readAnnouncement` are listed (docs/behaviour.md#hostile-data). Returns the stop.
 */
export function watchAnnouncedWallets(core: Core): () => void {
  return watchAnnouncements(({ info }) => {
    const { connectors } = core.stores.connectors
    if (connectors.some((connector) => connector.id === info.rdns)) return
    connectors.push({
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: info.rdns,
      ...(info.icon ? { imageUrl: info.icon } : {}),
    })
  })
}
