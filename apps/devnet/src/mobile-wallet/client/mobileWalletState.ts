/** A session proposal as the page shows it. */
export type ProposalSummary = {
  id: number
  dappName: string
  dappUrl: string
  chains: string[]
  methods: string[]
}

/** A dapp request waiting for Approve or Reject. */
export type PendingRequest = {
  id: number
  topic: string
  /** The EVM chain id (NaN for another namespace). */
  chainId: number
  /** The request's CAIP-2 chain (`eip155:8453`, `solana:5eykt…`). */
  chain: string
  method: string
  params: unknown
}

/** Everything the page renders, and what `window.__mobileWallet.state()` returns. */
export type MobileWalletState = {
  status: 'starting' | 'ready' | 'error'
  address: string
  /** The Solana account (base58), when the devnet runs a Solana cluster. */
  solanaAddress: string | undefined
  mode: 'ask' | 'approve' | 'reject'
  proposal: ProposalSummary | undefined
  requests: PendingRequest[]
  sessions: Array<{ topic: string; peerName: string; peerUrl: string; chainId: number }>
  error: string | undefined
  /** The last 20 things that happened, newest last. */
  log: string[]
}

type Namespaces = Record<string, { chains?: string[]; methods?: string[] }> | undefined

/** The name, chains and methods a proposal asks for (required and optional together). */
export function proposalSummary(
  id: number,
  proposal: {
    proposer: { metadata: { name: string; url: string } }
    requiredNamespaces?: Namespaces
    optionalNamespaces?: Namespaces
  },
): ProposalSummary {
  const all = [
    ...Object.values(proposal.requiredNamespaces ?? {}),
    ...Object.values(proposal.optionalNamespaces ?? {}),
  ]
  return {
    id,
    dappName: proposal.proposer.metadata.name,
    dappUrl: proposal.proposer.metadata.url,
    chains: [...new Set(all.flatMap((namespace) => namespace.chains ?? []))],
    methods: [...new Set(all.flatMap((namespace) => namespace.methods ?? []))],
  }
}
