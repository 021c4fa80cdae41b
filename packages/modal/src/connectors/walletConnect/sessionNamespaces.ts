import { type Address, getAddress, isAddress } from 'viem'
import type { ProposalNamespaces, WcSession } from './signClientTypes'

/** Methods a wallet signs or sends; everything else is a read for the RPC URL. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** Events the connector asks the wallet to send. */
const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

/** The Solana methods of the WalletConnect Solana RPC the connector proposes (docs/wire.md#walletconnect-solana). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/** The namespaces a session can serve the modal on. */
export type SessionNamespace = 'eip155' | 'solana'

/** What a proposal is built from: the host's EVM chains and Solana networks (CAIP-2), with RPC URLs. */
export type ProposalInput = {
  chains: readonly number[]
  rpcUrls: Record<number, string>
  solanaChains?: readonly string[] | undefined
  solanaRpcUrls?: Record<string, string> | undefined
}

/**
 * The proposal's namespaces: `eip155` for the host's EVM chains and `solana` for its Solana
 * networks, each only when the host asked for networks of it. A namespace is required when it is
 * the only one the host asked for; with both, both are optional (a wallet that speaks one still
 * connects). Sign-client 2.25 sends every namespace as optional on the wire; the connector
 * enforces the required ones when the wallet answers (see `missingRequired`).
 */
export function proposalNamespaces(input: ProposalInput): {
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
} {
  const all: ProposalNamespaces = {}
  if (input.chains.length > 0) {
    all.eip155 = {
      chains: input.chains.map((id) => `eip155:${id}`),
      methods: [...WALLET_METHODS],
      events: [...WALLET_EVENTS],
      rpcMap: Object.fromEntries(
        input.chains.flatMap((id) => {
          const url = input.rpcUrls[id]
          return url ? [[`eip155:${id}`, url]] : []
        }),
      ),
    }
  }
  const solanaChains = input.solanaChains ?? []
  if (solanaChains.length > 0) {
    all.solana = {
      chains: [...solanaChains],
      methods: [...SOLANA_METHODS],
      events: [...WALLET_EVENTS],
      rpcMap: Object.fromEntries(
        solanaChains.flatMap((chain) => {
          const url = input.solanaRpcUrls?.[chain]
          return url ? [[chain, url]] : []
        }),
      ),
    }
  }
  const names = Object.keys(all)
  return names.length === 1
    ? { requiredNamespaces: all, optionalNamespaces: {} }
    : { requiredNamespaces: {}, optionalNamespaces: all }
}

/** The required namespaces a session lacks (no account in it). */
export function missingRequired(
  required: ProposalNamespaces,
  session: WcSession,
): SessionNamespace[] {
  return (Object.keys(required) as SessionNamespace[]).filter(
    (name) => (session.namespaces[name]?.accounts ?? []).length === 0,
  )
}

/** Whether the session holds an account of the namespace. */
export function sessionServes(session: WcSession, namespace: SessionNamespace): boolean {
  return namespace === 'eip155'
    ? sessionAccounts(session).length > 0
    : sessionSolanaAccounts(session).length > 0
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The distinct Solana addresses (base58) a session authorises, in the wallet's order. */
export function sessionSolanaAccounts(session: WcSession): string[] {
  const addresses = (session.namespaces.solana?.accounts ?? [])
    .map((account) => account.split(':')[2] ?? '')
    .filter((address) => BASE58.test(address))
  return [...new Set(addresses)]
}

/** The Solana networks (CAIP-2) a session covers: its chains, or the chains of its accounts. */
export function sessionSolanaChains(session: WcSession): string[] {
  const namespace = session.namespaces.solana
  const caip = namespace?.chains?.length
    ? namespace.chains
    : (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set(caip.filter((chain) => chain.startsWith('solana:')))]
}

const eip155 = (session: WcSession) => session.namespaces.eip155

/** The distinct EVM addresses a session authorises, checksummed, in the wallet's order. */
export function sessionAccounts(session: WcSession): Address[] {
  const addresses = (eip155(session)?.accounts ?? [])
    .map((account) => account.split(':')[2] ?? '')
    .filter((address) => isAddress(address, { strict: false }))
    .map((address) => getAddress(address))
  return [...new Set(addresses)]
}

/** The EVM chain ids a session covers (its chains, or the chains of its accounts). */
export function sessionChains(session: WcSession): number[] {
  const namespace = eip155(session)
  const caip = namespace?.chains?.length
    ? namespace.chains
    : (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  const ids = caip.map((chain) => Number(chain.split(':')[1])).filter(Number.isInteger)
  return [...new Set(ids)]
}

/** The methods the wallet approved (for EVM unless another namespace is named). */
export function sessionMethods(
  session: WcSession,
  namespace: SessionNamespace = 'eip155',
): string[] {
  return session.namespaces[namespace]?.methods ?? []
}

/** A chain id from an event or a parameter: a number, a decimal or hex string, or CAIP-2. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const raw = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  const id = raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** The expiry a pairing URI carries (`expiryTimestamp`, in seconds), in milliseconds. */
export function uriExpiry(uri: string, fallback: number): number {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return match?.[1] ? Number(match[1]) * 1000 : fallback
}
