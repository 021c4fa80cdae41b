/** The demo's project (apps/devnet/src/projects.ts): every feature on. */
export const DEMO_PROJECT_ID = '11111111111111111111111111111111'

/**
 * Attributes of `<w3m-modal>` for the local stack; `?projectId=`, `?networks=`, `?siwx=` (turns
 * sign-in-with-X on, with that statement), `?capture-email=` (`optional` or `required`: the
 * devnet's session service keeps the sign-in and the email), `?solana-send-options=` and
 * `?locale=` (the modal's language) override for tests.
 */
export function modalAttributes(search: string): Record<string, string> {
  const query = new URLSearchParams(search)
  const stack = __W3M_STACK__
  const attributes: Record<string, string> = {
    'project-id': query.get('projectId') || DEMO_PROJECT_ID,
    'theme-mode': query.get('theme') || 'system',
    'blockchain-api-url': stack.devnet,
    'explorer-api-url': stack.devnet,
    'analytics-url': stack.devnet,
    // The demo's visitor is its developer: analytics on, so the devnet's sinks show them.
    'analytics-consent': 'true',
    'secure-site-url': stack.secureSite,
    'relay-url': stack.relay,
    'rpc-urls': JSON.stringify(stack.rpc),
  }
  // The Solana cluster's RPC URL is always configured (rpc-urls); `?networks=8453,solana:5eykt…`
  // turns Solana on. Off by default for now: the dual Devnet Wallet would then ask EVM or Solana
  // on every connect, which the EVM browser tests do not expect yet.
  // The local stack's chains, Base and Arbitrum, unless `?networks=` names others;
  // `?networks=none` leaves the attribute out, as a host that configures none (Ethereum then).
  const networks = query.get('networks') || '8453,42161'
  if (networks !== 'none') attributes.networks = networks
  const siwx = query.get('siwx')
  if (siwx !== null) attributes['siwx-statement'] = siwx
  const captureEmail = query.get('capture-email')
  if (captureEmail !== null) {
    attributes['capture-email'] = captureEmail
    attributes['siwx-session-url'] = `${stack.devnet}/auth/v1`
  }
  // `?solana-send-options={"maxRetries":2}`: how Solana sends go to the cluster.
  const solanaSend = query.get('solana-send-options')
  if (solanaSend) attributes['solana-send-options'] = solanaSend
  const locale = query.get('locale')
  if (locale) attributes.locale = locale
  return attributes
}

/** The devnet wallet script; the wallet reads its own `?devnet-wallet-*` switches from the page URL. */
export function devnetWalletUrl(): string {
  return `${__W3M_STACK__.devnet}/devnet-wallet.js`
}

/** The same local stack as options of `createHeadless` (the headless page has no element). */
export function stackOptions(search: string) {
  const attributes = modalAttributes(search)
  return {
    projectId: attributes['project-id'] ?? DEMO_PROJECT_ID,
    blockchainApiUrl: __W3M_STACK__.devnet,
    explorerApiUrl: __W3M_STACK__.devnet,
    analyticsUrl: __W3M_STACK__.devnet,
    secureSiteUrl: __W3M_STACK__.secureSite,
    relayUrl: __W3M_STACK__.relay,
    rpcUrls: Object.fromEntries(
      Object.entries(__W3M_STACK__.rpc).filter(([id]) => /^\d+$/.test(id)),
    ) as Record<number, string>,
  }
}
