/**
 * The part of @walletconnect/sign-client the connector uses, written out so that unit tests can
 * hand in a fake and so that this module never imports the SDK (it is loaded lazily).
 */

/** A namespace as the wallet approved it: CAIP-10 accounts, CAIP-2 chains, methods, events. */
export type ApprovedNamespace = {
  accounts: string[]
  chains?: string[] | undefined
  methods: string[]
  events: string[]
}

/** A settled session. */
export type WcSession = {
  topic: string
  expiry: number
  namespaces: Record<string, ApprovedNamespace>
  peer: { metadata: { name: string; url: string; icons: string[] } }
}

/** The events the connector listens to. */
export type SignClientEvents = {
  session_event: {
    topic: string
    params: { chainId: string; event: { name: string; data: unknown } }
  }
  session_update: { topic: string; params: { namespaces: Record<string, ApprovedNamespace> } }
  session_delete: { topic: string }
  session_expire: { topic: string }
}

/** The namespaces a dapp proposes. */
export type ProposalNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }
>

/** What the connector needs from a sign client. */
export type SignClientLike = {
  connect(params: {
    optionalNamespaces: ProposalNamespaces
    requiredNamespaces?: ProposalNamespaces
  }): Promise<{ uri?: string | undefined; approval: () => Promise<WcSession> }>
  request<T = unknown>(params: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
  }): Promise<T>
  disconnect(params: { topic: string; reason: { code: number; message: string } }): Promise<void>
  on<E extends keyof SignClientEvents>(
    event: E,
    listener: (args: SignClientEvents[E]) => void,
  ): unknown
  off<E extends keyof SignClientEvents>(
    event: E,
    listener: (args: SignClientEvents[E]) => void,
  ): unknown
  session: { getAll(): WcSession[] }
  core: {
    storage: {
      getItem<T = unknown>(key: string): Promise<T | undefined>
      setItem<T = unknown>(key: string, value: T): Promise<void>
      removeItem(key: string): Promise<void>
    }
  }
}

/** Dapp metadata the wallet shows in the proposal. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}
