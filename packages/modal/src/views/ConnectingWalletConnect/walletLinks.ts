import type { ExplorerWallet } from '../../schemas/explorerSchemas'
import type { Platform } from '../../utils/platform'
import { safeAppLink, safeWebUrl } from '../../utils/safeUrl'

const isHttp = (link: string) => /^https?:\/\//i.test(link)
const withSlash = (link: string) => (link.endsWith('/') ? link : `${link}/`)

/** A universal (https) link with the pairing URI: `<link>/wc?uri=<encoded>`. */
export function formatUniversalLink(link: string, uri: string): string {
  return `${withSlash(link)}wc?uri=${encodeURIComponent(uri)}`
}

/** A native scheme link with the pairing URI (`metamask:` becomes `metamask://wc?uri=…`). */
export function formatNativeLink(link: string, uri: string): string {
  if (isHttp(link)) return formatUniversalLink(link, uri)
  const scheme = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  return `${withSlash(scheme)}wc?uri=${encodeURIComponent(uri)}`
}

/** Where a mobile visitor can go: the app (scheme or universal link), the web app, the store. */
export type WalletLinks = { app?: string; webapp?: string; store?: string }

/** The deep links of a wallet for a pairing URI, in the order the modal tries them (docs/behaviour.md#state). */
export function walletLinks(
  wallet:
    | Pick<ExplorerWallet, 'mobile_link' | 'webapp_link' | 'app_store' | 'play_store'>
    | undefined,
  uri: string,
  platform: Platform,
): WalletLinks {
  const links: WalletLinks = {}
  if (!wallet) return links
  if (wallet.mobile_link) links.app = safeAppLink(formatNativeLink(wallet.mobile_link, uri))
  if (wallet.webapp_link) links.webapp = safeWebUrl(formatUniversalLink(wallet.webapp_link, uri))
  const store =
    platform.os === 'ios'
      ? wallet.app_store
      : platform.os === 'android'
        ? wallet.play_store
        : undefined
  if (store) links.store = safeWebUrl(store)
  return links
}
