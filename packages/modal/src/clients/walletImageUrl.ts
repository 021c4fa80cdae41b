/** URL of a wallet's image by image_id, at the explorer `baseUrl` (docs/behaviour.md#calls). */
export function walletImageUrl(baseUrl: string, projectId: string, imageId: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  const url = new URL(`getWalletImage/${encodeURIComponent(imageId)}`, base)
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
