import { forwardRpc, isForwardable } from './chainRpc'
import { createWalletSession } from './createWalletSession'
import { ProviderRpcError, RPC_ERROR } from './providerRpcError'
import { requestArgsSchema } from './rpcParams'
import type { ApprovalMode, WalletConfig } from './walletConfig'
import { WALLET_METHODS } from './walletMethods'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider holding the dev accounts, with the controls tests drive it by. */
export function createDevnetProvider(config: WalletConfig) {
  const session = createWalletSession(config)

  const provider = {
    isDevnetWallet: true,
    /** EIP-1193 entry point. */
    async request(args: unknown): Promise<unknown> {
      const parsed = requestArgsSchema.safeParse(args)
      if (!parsed.success) {
        throw new ProviderRpcError(
          RPC_ERROR.invalidParams,
          'request expects { method: string, params?: array }',
        )
      }
      const { method, params } = parsed.data
      const own = Object.hasOwn(WALLET_METHODS, method) ? WALLET_METHODS[method] : undefined
      if (own) return own(session, params)
      if (!isForwardable(method)) {
        throw new ProviderRpcError(
          RPC_ERROR.unsupportedMethod,
          `The Devnet Wallet does not support ${method}`,
        )
      }
      return forwardRpc(session.currentChain(), method, params)
    },
    on(event: string, listener: Listener) {
      session.on(event, listener)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      session.off(event, listener)
      return provider
    },
  }

  /** What tests and the person running the demo steer the wallet with (`window.__devnetWallet`). */
  const controls = {
    provider,
    accounts: session.accounts.map((entry) => entry.address),
    getMode: session.getMode,
    setMode(mode: ApprovalMode) {
      if (!['ask', 'approve', 'reject'].includes(mode)) throw new Error(`Unknown mode ${mode}`)
      session.setMode(mode)
    },
    getState: () => ({ ...session.state, address: session.account().address }),
    setAccount(index: number) {
      if (!Number.isInteger(index) || !session.accounts[index]) {
        throw new Error(`No account ${index}`)
      }
      session.selectAccount(index)
    },
    disconnect() {
      session.disconnect()
      session.emit(
        'disconnect',
        new ProviderRpcError(RPC_ERROR.disconnected, 'Disconnected by the Devnet Wallet'),
      )
    },
  }
  return { provider, controls, approve: session.approve }
}

/** The provider object pages receive. */
export type DevnetProvider = ReturnType<typeof createDevnetProvider>['provider']
