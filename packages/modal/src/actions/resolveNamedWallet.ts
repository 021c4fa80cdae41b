import type { Core } from '../core/createCore'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../utils/filterSocials'

/**
 * What a wallet name (`<w3m-wallet-button wallet="…">`, the headless `connect(name)`) stands for
 * (docs/behaviour.md#wallet-buttons): the email login, a social login, WalletConnect, a wallet of the
 * page (its connector id or rdns), or an explorer wallet (by its id) reached through WalletConnect
 * unless the page has it.
 */
export type NamedWallet =
  | { kind: 'email' }
  | { kind: 'social'; provider: Exclude<SocialProvider, 'farcaster'> }
  | { kind: 'farcaster' }
  | { kind: 'connector'; connectorId: string; walletId?: string | undefined }
  | { kind: 'walletConnect'; walletId?: string | undefined }

const SOCIALS = new Set<string>(SOCIAL_PROVIDERS)

/** The wallets of the explorer lists already loaded. */
export function knownExplorerWallets(core: Pick<Core, 'stores'>): ExplorerWallet[] {
  const { wallets, connections } = core.stores
  return [
    ...connections.recentWallets,
    ...wallets.featured,
    ...wallets.recommended,
    ...wallets.wallets,
    ...wallets.search.results,
  ]
}

/**
 * Resolves a name without waiting, from what the stores hold (a social login must open its
 * popup inside the click, and a wallet of the page connects at once); undefined when only the
 * explorer can tell (`resolveNamedWallet`).
 */
export function resolveNamedWalletNow(
  core: Pick<Core, 'stores'>,
  { name }: { name: string },
): NamedWallet | undefined {
  const key = name.trim()
  if (key === 'email') return { kind: 'email' }
  if (key === 'farcaster') return { kind: 'farcaster' }
  if (SOCIALS.has(key))
    return { kind: 'social', provider: key as Exclude<SocialProvider, 'farcaster'> }
  if (key === 'walletConnect' || key === 'walletconnect') return { kind: 'walletConnect' }
  const { connectors } = core.stores.connectors
  const page = (rdns: string | null | undefined) =>
    rdns ? connectors.find((entry) => entry.chain === 'eip155' && entry.rdns === rdns) : undefined
  const direct = connectors.find(
    (entry) =>
      entry.chain === 'eip155' &&
      entry.type !== 'WALLET_CONNECT' &&
      entry.type !== 'AUTH' &&
      (entry.id === key || entry.rdns === key || entry.explorerId === key),
  )
  if (direct) return { kind: 'connector', connectorId: direct.id, walletId: direct.explorerId }
  const explorer = knownExplorerWallets(core).find((wallet) => wallet.id === key)
  if (!explorer) return undefined
  const installed = page(explorer.rdns)
  return installed
    ? { kind: 'connector', connectorId: installed.id, walletId: explorer.id }
    : { kind: 'walletConnect', walletId: explorer.id }
}

/**
 * Resolves a name, asking the explorer for an id the stores do not hold. A name neither the page
 * nor the explorer knows resolves to undefined (the caller says 'Wallet not found').
 */
export async function resolveNamedWallet(
  core: Pick<Core, 'stores' | 'explorer'>,
  { name }: { name: string },
): Promise<NamedWallet | undefined> {
  const now = resolveNamedWalletNow(core, { name })
  if (now) return now
  const key = name.trim()
  // An rdns-looking name of a wallet that has not announced itself (yet): the explorer may know it.
  const { data } = await core.explorer.getWallets(
    key.includes('.') ? { rdns: [key], entries: 1 } : { include: [key], entries: 1 },
  )
  const wallet = data.find((entry) => entry.id === key || entry.rdns === key)
  if (!wallet) return undefined
  const installed = core.stores.connectors.connectors.find(
    (entry) => entry.chain === 'eip155' && wallet.rdns && entry.rdns === wallet.rdns,
  )
  return installed
    ? { kind: 'connector', connectorId: installed.id, walletId: wallet.id }
    : { kind: 'walletConnect', walletId: wallet.id }
}
