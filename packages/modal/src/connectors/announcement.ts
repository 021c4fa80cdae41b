import { isRdns, isUuid } from '../utils/announcedIds'
import { IMAGE_DATA_URL } from '../utils/imageDataUrl'
import { walletName } from '../utils/walletName'

export { MAX_WALLET_NAME, walletName } from '../utils/walletName'

/**
 * An EIP-6963 announcement the modal accepts, cleaned (docs/behaviour.md#hostile-data). Any
 * script in the page (an extension, an injected ad) can announce anything, so nothing of it is
 * trusted: the fields are checked here, once, before a wallet is listed or given to wagmi.
 */
export type Announcement = {
  info: { uuid: string; name: string; rdns: string; icon?: string }
  provider: { request(...args: unknown[]): unknown }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The announcement in `detail` (an `eip6963:announceProvider` event's), or undefined when it is
 * not one: no info object, a uuid that is not a UUID, an rdns that is not a reverse domain name,
 * a name with nothing visible, or a provider without `request`. An icon that is not an inline
 * image (`data:image/…`, what EIP-6963 asks for) is dropped, and the wallet gets the fallback.
 */
export function readAnnouncement(detail: unknown): Announcement | undefined {
  if (!isObject(detail) || !isObject(detail.info) || !isObject(detail.provider)) return undefined
  const { uuid, rdns, icon } = detail.info
  const name = walletName(detail.info.name)
  if (!isUuid(uuid) || !isRdns(rdns)) return undefined
  if (!name || typeof detail.provider.request !== 'function') return undefined
  return {
    info: {
      uuid,
      name,
      rdns,
      ...(typeof icon === 'string' && IMAGE_DATA_URL.test(icon) ? { icon } : {}),
    },
    provider: detail.provider as Announcement['provider'],
  }
}

/**
 * Calls `onWallet` with each new valid announcement (a uuid or rdns seen before is the first
 * one's), then asks the page's wallets to announce themselves. Returns the stop.
 */
export function watchAnnouncements(onWallet: (announcement: Announcement) => void): () => void {
  if (typeof window === 'undefined') return () => {}
  const seen = new Set<string>()
  const onAnnounce = (event: Event) => {
    const announcement = readAnnouncement((event as CustomEvent<unknown>).detail)
    if (!announcement) return
    const { uuid, rdns } = announcement.info
    if (seen.has(`uuid:${uuid}`) || seen.has(`rdns:${rdns}`)) return
    seen.add(`uuid:${uuid}`)
    seen.add(`rdns:${rdns}`)
    onWallet(announcement)
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
