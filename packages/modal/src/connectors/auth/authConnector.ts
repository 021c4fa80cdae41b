import type { FrameClient, FrameRequestPayload, FrameRequestResult } from '@w3m/frame-bridge'
import { createConnector } from '@wagmi/core'
import type { Address } from 'viem'
import { UnsupportedChainError } from '../../errors/errors'
import { AuthNotConnectedError } from './authErrors'
import { type AuthProvider, type AuthProviderHooks, createAuthProvider } from './createAuthProvider'

/** wagmi id of the embedded-wallet connector. */
export const AUTH_CONNECTOR_ID = 'w3mAuth'

/** The user a login or GET_USER returned. */
export type AuthUser = FrameRequestResult<'GET_USER'>

/** A sign-in-with-X message the frame signs within GET_USER (it fills in the address). */
export type AuthSiwxRequest = NonNullable<FrameRequestPayload<'GET_USER'>['siwxMessage']>

/** What the connector needs: the frame client (loaded on demand) and hooks into the modal. */
export type AuthConnectorParameters = AuthProviderHooks & {
  getClient: () => Promise<FrameClient>
  /**
   * With sign-in-with-X on: the message for a new login or a chain switch on `chainId`, signed by
   * the frame in the same GET_USER, so the visitor is not asked a second time.
   */
  siwxRequest?: (chainId: number) => AuthSiwxRequest | undefined
  /** Called with every user the frame reports (login, reconnect, chain switch), and the SIWX message asked for. */
  onUser?: (user: AuthUser, siwx?: AuthSiwxRequest) => void
  /** Called after the frame session ended (sign-out). */
  onSignOut?: () => void
  /**
   * Called when a stored login is found expired: the frame answers IS_CONNECTED with false (the
   * client then forgets the login, so this comes once per stored login). docs/behaviour.md#errors
   */
  onSessionExpired?: () => void
}

/** Extra members beyond wagmi's. */
export type AuthConnectorProperties = {
  /** The account now in use changed (account type switch): tells wagmi. */
  setAddress(address: string): void
}

/** A wagmi connector for the embedded wallet in the secure frame. */
export function authConnector(parameters: AuthConnectorParameters) {
  let accounts: Address[] = []
  let provider: AuthProvider | undefined

  return createConnector<AuthProvider, AuthConnectorProperties>((config) => {
    const rpcUrlOf = (chainId: number) =>
      config.chains.find((chain) => chain.id === chainId)?.rpcUrls.default.http[0]
    const storedChain = (client: FrameClient) => {
      const stored = Number(client.storage.get('LAST_USED_CHAIN'))
      return config.chains.some((chain) => chain.id === stored) ? stored : config.chains[0].id
    }

    async function loadUser(
      client: FrameClient,
      chainId: number,
      signIn = false,
    ): Promise<AuthUser> {
      const preferred = client.storage.get('PREFERRED_ACCOUNT_TYPE')
      const siwx = signIn ? parameters.siwxRequest?.(chainId) : undefined
      const user = await client.getUser({
        chainId,
        rpcUrl: rpcUrlOf(chainId),
        ...(preferred === 'eoa' || preferred === 'smartAccount'
          ? { preferredAccountType: preferred }
          : {}),
        ...(siwx ? { siwxMessage: siwx } : {}),
      })
      accounts = [user.address as Address]
      parameters.onUser?.(user, siwx)
      return user
    }

    /** Asks the frame whether the stored session is still valid; an expired login is reported. */
    async function sessionValid(client: FrameClient): Promise<boolean> {
      const hadLogin = client.storage.isLoginUsed()
      const token = client.storage.get('SESSION_TOKEN')
      const { isConnected } = await client.isConnected(token ? { token } : undefined)
      if (!isConnected && hadLogin) parameters.onSessionExpired?.()
      return isConnected
    }

    function getProvider(): Promise<AuthProvider> {
      provider ??= createAuthProvider(parameters.getClient, () => accounts, parameters)
      return Promise.resolve(provider)
    }

    return {
      id: AUTH_CONNECTOR_ID,
      name: 'Email and socials',
      type: 'AUTH',
      async connect({ chainId, isReconnecting } = {}) {
        const client = await parameters.getClient()
        if (isReconnecting) {
          if (!(await sessionValid(client))) throw new AuthNotConnectedError()
        }
        const target =
          chainId && config.chains.some((chain) => chain.id === chainId)
            ? chainId
            : storedChain(client)
        const user = await loadUser(client, target, !isReconnecting)
        // biome-ignore lint/suspicious/noExplicitAny: wagmi types `accounts` by its `withCapabilities` generic
        return { accounts: accounts as any, chainId: Number(user.chainId) || target }
      },
      async disconnect() {
        accounts = []
        try {
          await (await parameters.getClient()).signOut()
        } finally {
          parameters.onSignOut?.()
        }
      },
      async getAccounts() {
        if (accounts.length > 0) return accounts
        const client = await parameters.getClient()
        await loadUser(client, storedChain(client))
        return accounts
      },
      async getChainId() {
        return storedChain(await parameters.getClient())
      },
      getProvider,
      async isAuthorized() {
        const client = await parameters.getClient()
        if (!client.storage.isLoginUsed()) return false
        // An unreachable frame is no expired session: nothing is shown for it.
        return sessionValid(client).catch(() => false)
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((entry) => entry.id === chainId)
        if (!chain)
          throw new UnsupportedChainError({ details: `chain ${chainId} is not configured` })
        const client = await parameters.getClient()
        await client.switchNetwork({ chainId, rpcUrl: rpcUrlOf(chainId) })
        await loadUser(client, chainId, true)
        config.emitter.emit('change', { chainId, accounts })
        return chain
      },
      setAddress(address) {
        accounts = [address as Address]
        config.emitter.emit('change', { accounts })
      },
      onAccountsChanged(list) {
        accounts = list as Address[]
        config.emitter.emit('change', { accounts })
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },
      onDisconnect() {
        accounts = []
        config.emitter.emit('disconnect')
      },
    }
  })
}
