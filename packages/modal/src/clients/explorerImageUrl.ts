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

/**
 * The image URL a view shows for a core: its `imageUrl` override (stories' inline images), else
 * the explorer's route with the core's base URL and project id. Kept out of the core itself so
 * the page's first load carries none of it.
 */
export function imageUrlOf(
  core: {
    stores: { options: { explorerApiUrl: string; projectId: string } }
    imageUrl?: ((kind: ExplorerImageKind, key: string) => string) | undefined
  },
  kind: ExplorerImageKind,
  key: string,
): string {
  const { explorerApiUrl, projectId } = core.stores.options
  return core.imageUrl?.(kind, key) ?? explorerImageUrl(explorerApiUrl, projectId, kind, key)
}
