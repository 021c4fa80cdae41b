/** Base and Arbitrum (the local anvil chains) and Solana (the local cluster). */
const DEMO_NETWORKS = '8453,42161,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** The demo's project (apps/devnet/src/projects.ts): every feature on. */
export const DEMO_PROJECT_ID = '11111111111111111111111111111111'

/**
 * Attributes of `<w3m-modal>` for the local stack; `?projectId=`, `?networks=` and `?siwx=` (turns
 * sign-in-with-X on, with that statement) override for tests.
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
  attributes.networks = query.get('networks') || DEMO_NETWORKS
  const siwx = query.get('siwx')
  if (siwx !== null) attributes['siwx-statement'] = siwx
  return attributes
}

/** The devnet wallet script; the wallet reads its own `?devnet-wallet-*` switches from the page URL. */
export function devnetWalletUrl(): string {
  return `${__W3M_STACK__.devnet}/devnet-wallet.js`
}
