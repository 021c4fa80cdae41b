/** The explorer's image routes by kind (docs/wire.md#explorer-images). */
const IMAGE_ROUTES = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
} as const

/** What the explorer has images of: wallets by image_id, network assets by id, fiat by code, tokens by symbol. */
export type ExplorerImageKind = keyof typeof IMAGE_ROUTES

/**
 * URL of one explorer image at `baseUrl`, with the project id: built, not fetched, so it needs
 * no client (docs/wire.md#explorer-images). Fiat codes and token symbols go upper case.
 */
export function explorerImageUrl(
  baseUrl: string,
  projectId: string,
  kind: ExplorerImageKind,
  key: string,
): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const name = kind === 'currency' || kind === 'token' ? key.toUpperCase() : key
  const url = new URL(`${IMAGE_ROUTES[kind]}/${encodeURIComponent(name)}`, base)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}

/** URL of a wallet's image by image_id, at the explorer `baseUrl` (docs/behaviour.md#calls). */
export function walletImageUrl(baseUrl: string, projectId: string, imageId: string): string {
  return explorerImageUrl(baseUrl, projectId, 'wallet', imageId)
}

/** The image URL builders of one explorer and project, as the core and the client answer them. */
export function explorerImageUrls(baseUrl: string, projectId: string) {
  return {
    walletImageUrl: (imageId: string) => explorerImageUrl(baseUrl, projectId, 'wallet', imageId),
    /** A network's image by its asset image id. */
    assetImageUrl: (id: string) => explorerImageUrl(baseUrl, projectId, 'asset', id),
    /** A fiat currency's image by its code (USD). */
    currencyImageUrl: (code: string) => explorerImageUrl(baseUrl, projectId, 'currency', code),
    /** A token's image by its symbol (USDC). */
    tokenImageUrl: (symbol: string) => explorerImageUrl(baseUrl, projectId, 'token', symbol),
  }
}
