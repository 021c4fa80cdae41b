import { createConnector } from '@wagmi/core'
import { type Address, numberToHex } from 'viem'
import { ConnectFailedError } from '../../errors/errors'
import type {
  WalletConnectProvider,
  WalletConnectProviderOptions,
} from './createWalletConnectProvider'
import type { PairingUri } from './startPairing'

/** Options of the WalletConnect connector (SDK seams for tests included). */
export type WalletConnectParameters = Omit<WalletConnectProviderOptions, 'chains' | 'rpcUrls'> & {
  /** Chains proposed to the wallet; defaults to the wagmi config's chains (8453, 42161). */
  chains?: readonly number[] | undefined
  /** RPC URL per chain for reads; defaults to each wagmi chain's first HTTP URL. */
  rpcUrls?: Record<number, string> | undefined
}

/** Extra members the connector carries beyond wagmi's. */
export type WalletConnectProperties = {
  /** Shows a fresh pairing URI now, replacing one about to expire. */
  refreshUri(): Promise<void>
  /** The URI on screen while pairing, if any. */
  getPairingUri(): Promise<PairingUri | undefined>
}

/** wagmi storage key: present while a session exists, so reloads need not load the SDK to know. */
const CONNECTED_KEY = 'walletConnect.connected'

/**
 * A wagmi connector for WalletConnect. This module is all the modal loads up front: the SDK and
 * the provider come in through `import()` on the first use.
 */
export function walletConnect(parameters: WalletConnectParameters) {
  let providerPromise: Promise<WalletConnectProvider> | undefined

  return createConnector<WalletConnectProvider, WalletConnectProperties>((config) => {
    const chains = parameters.chains ?? config.chains.map((chain) => chain.id)
    const rpcUrls = Object.fromEntries(
      config.chains.flatMap((chain) => {
        const url = chain.rpcUrls.default.http[0]
        return url ? [[chain.id, url]] : []
      }),
    )
    const storage = config.storage as
      | { getItem(k: string): Promise<unknown>; setItem(k: string, v: unknown): Promise<void> }
      | null
      | undefined

    function getProvider(): Promise<WalletConnectProvider> {
      providerPromise ??= import('./createWalletConnectProvider').then(
        ({ createWalletConnectProvider }) => {
          const provider = createWalletConnectProvider({
            ...parameters,
            chains,
            rpcUrls: { ...rpcUrls, ...parameters.rpcUrls },
          })
          provider.on('accountsChanged', (accounts) => config.emitter.emit('change', { accounts }))
          provider.on('chainChanged', (chainId) =>
            config.emitter.emit('change', { chainId: Number(chainId) }),
          )
          provider.on('disconnect', () => {
            void storage?.setItem(CONNECTED_KEY, false)
            config.emitter.emit('disconnect')
          })
          // wagmi's own WalletConnect connector reports the URI this way; views listen for it.
          provider.on('display_uri', ({ uri }) =>
            config.emitter.emit('message', { type: 'display_uri', data: uri }),
          )
          return provider
        },
      )
      providerPromise.catch(() => (providerPromise = undefined))
      return providerPromise
    }

    return {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect({ chainId, isReconnecting } = {}) {
        const provider = await getProvider()
        if (isReconnecting) {
          if (!(await provider.restore()))
            throw new ConnectFailedError({ details: 'No session to restore' })
          provider.hold('eip155')
        } else {
          await provider.connect({ chainId })
        }
        // A session the wallet approved for Solana only serves the Solana side.
        if (provider.accounts.length === 0) {
          await provider.release('eip155')
          throw new ConnectFailedError({ details: 'The wallet approved no EVM account' })
        }
        if (chainId && chainId !== provider.chainId && !isReconnecting) {
          await provider
            .request({
              method: 'wallet_switchEthereumChain',
              params: [{ chainId: numberToHex(chainId) }],
            })
            .catch(() => {})
        }
        await storage?.setItem(CONNECTED_KEY, true)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi types `accounts` by its `withCapabilities` generic
        return { accounts: provider.accounts as any, chainId: provider.chainId }
      },
      async disconnect() {
        await storage?.setItem(CONNECTED_KEY, false)
        // The session stays while the Solana side still uses it (the modal switched namespace).
        await (await getProvider()).release('eip155')
      },
      async getAccounts() {
        return (await getProvider()).accounts
      },
      async getChainId() {
        return (await getProvider()).chainId
      },
      getProvider,
      async isAuthorized() {
        // Without a stored session flag, answer without fetching the SDK.
        if (storage && (await storage.getItem(CONNECTED_KEY)) !== true) return false
        return (await getProvider()).restore()
      },
      async switchChain({ chainId }) {
        const provider = await getProvider()
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
        const chain = config.chains.find((entry) => entry.id === chainId)
        if (!chain) throw new ConnectFailedError({ details: `Chain ${chainId} is not configured` })
        return chain
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts as Address[] })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
      refreshUri: async () => (await getProvider()).refreshUri(),
      getPairingUri: async () => (await getProvider()).getPairingUri(),
    }
  })
}
