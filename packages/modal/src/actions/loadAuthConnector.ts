import { subscribe } from 'valtio/vanilla'
import { AuthConnectorNotFoundError, AuthLoadError } from '../connectors/auth/authErrors'
import type { AuthRuntime } from '../connectors/auth/authRuntime'
import type { Core } from '../core/createCore'
import { SdkError } from '../errors/errors'
import { DEFAULT_ACCOUNT_STATE } from '../stores/createAccountStore'
import { DEFAULT_AUTH_STATE } from '../stores/createAuthStore'
import { SDK_TYPE, SDK_VERSION } from '../utils/constants'
import { ensureEvm } from './ensureEvm'
import { hideApproval, showApproval } from './showApproval'
import { showErrorToast } from './toast'

export { EMAIL_LOGIN_USED_KEY, hasAuthSession } from './authSession'

/** The secure site's base URL: the option may name its `/sdk` page, the client adds that itself. */
export function secureSiteBase(url: string): string {
  return url.replace(/\/sdk\/?$/, '')
}

/** Uses `runtime` for `core` from now on (tests give a fake frame client this way). */
export function provideAuthRuntime(core: Core, runtime: AuthRuntime): void {
  core.authRuntime = runtime
  core.authLoading = Promise.resolve(runtime)
}

/**
 * Loads the auth chunk (the connector and the frame client) on first use, adds the connector to
 * wagmi and the connector list, and keeps the frame's theme in step with the modal's.
 */
export function loadAuthConnector(core: Core): Promise<AuthRuntime> {
  const existing = core.authLoading
  if (existing) return existing
  const { stores } = core
  stores.auth.frame.status = 'loading'
  const pending = Promise.all([
    ensureEvm(core).catch((cause) => {
      throw new AuthConnectorNotFoundError({ cause })
    }),
    import('../connectors/auth').catch((cause) => {
      throw new AuthLoadError({ cause })
    }),
    import('./frameSiwx').catch((cause) => {
      throw new AuthLoadError({ cause })
    }),
  ]).then(([, module, frameSiwx]) => {
    const runtime = createRuntime(core, module, frameSiwx)
    core.authRuntime = runtime
    stores.auth.frame.status = 'ready'
    return runtime
  })
  pending.catch(() => {
    core.authLoading = undefined
    stores.auth.frame.status = 'error'
  })
  core.authLoading = pending
  return pending
}

function createRuntime(
  core: Core,
  module: AuthRuntime['module'],
  { frameSiwxRequest, keepFrameSiwx }: typeof import('./frameSiwx'),
): AuthRuntime {
  const { stores } = core
  const options = stores.options
  const chainId = stores.chain.namespaces.eip155?.activeNetwork?.id ?? options.networks[0]?.id
  const origin = typeof location === 'undefined' ? '' : location.origin
  const client = module.createFrameClient({
    secureSiteUrl: secureSiteBase(options.secureSiteUrl),
    projectId: options.projectId,
    chainId,
    rpcUrl: chainId ? options.rpcUrls[chainId] : undefined,
    // Each request carries its own chain's URL, Solana's included (docs/wire.md#frame-messages).
    rpcUrls: options.rpcUrls,
    metadata: {
      name: options.metadata?.name ?? (typeof document === 'undefined' ? 'w3m' : document.title),
      description: options.metadata?.description ?? '',
      url: options.metadata?.url || origin,
      icons: options.metadata?.icons ?? [],
    },
    sdkVersion: SDK_VERSION,
    sdkType: SDK_TYPE,
    ...(options.frameReadyTimeoutMs ? { readyTimeoutMs: options.frameReadyTimeoutMs } : {}),
  })
  const evm = core.evm
  if (!evm) throw new AuthConnectorNotFoundError()
  const connectorId = evm.addConnector(
    module.authConnector({
      getClient: async () => client,
      // With a session service the nonce is the service's: the visitor signs on SIWXSignMessage.
      siwxRequest: (chainId) =>
        options.siwx && !options.siwx.sessionUrl && typeof location !== 'undefined'
          ? frameSiwxRequest(chainId, options.siwx.statement)
          : undefined,
      onUser(user, siwx) {
        // Signed in the same step as the login: the SIWX view then has nothing to ask.
        if (siwx) keepFrameSiwx(core.storage, siwx, user)
        stores.account.user = {
          email: user.email ?? null,
          ...(user.userName ? { username: user.userName } : {}),
        }
        if (user.preferredAccountType === 'eoa' || user.preferredAccountType === 'smartAccount')
          stores.account.preferredAccountType = user.preferredAccountType
        stores.account.userAccounts = (user.accounts ?? []).map((entry) => ({ ...entry }))
      },
      onSignOut() {
        stores.account.user = undefined
        stores.account.userAccounts = []
        stores.account.socialProvider = undefined
        stores.account.farcasterUrl = undefined
        stores.account.preferredAccountType = DEFAULT_ACCOUNT_STATE.preferredAccountType
        Object.assign(stores.auth, {
          ...structuredClone(DEFAULT_AUTH_STATE),
          frame: stores.auth.frame,
        })
      },
      // The restore finds the frame session expired: the login is forgotten (by the frame client)
      // and the visitor is told; the host sees no connection, as after a disconnect.
      onSessionExpired() {
        showErrorToast(stores, new SdkError('APKT006'))
      },
      onApprovalStart: (method) => showApproval(core, { method }),
      onApprovalEnd: () => hideApproval(core),
    }),
  )
  if (!stores.connectors.connectors.some((connector) => connector.id === connectorId)) {
    stores.connectors.connectors.push({
      id: connectorId,
      name: 'Email and socials',
      type: 'AUTH',
      chain: 'eip155',
    })
  }
  syncThemeWithFrame(core, client)
  return { module, client, connectorId }
}

/** Keeps the frame UI in the modal theme (only once the frame exists: no frame is made for it). */
export function syncThemeWithFrame(core: Core, client: AuthRuntime['client']): void {
  const { options } = core.stores
  const send = () => {
    if (client.state !== 'initialized') return
    const dark =
      options.themeMode === 'dark' ||
      (options.themeMode === 'system' &&
        typeof matchMedia !== 'undefined' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    void client
      .syncTheme({
        themeMode: dark ? 'dark' : 'light',
        themeVariables: { ...options.themeVariables } as Record<string, string | number>,
      })
      .catch(() => undefined)
  }
  client.onStateChange((state) => {
    if (state === 'initialized') send()
  })
  subscribe(options, send)
}
