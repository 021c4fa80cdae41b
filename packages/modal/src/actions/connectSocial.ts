import type { SocialPopup } from '@w3m/frame-bridge'
import { AuthFlowError, toAuthError } from '../connectors/auth/authErrors'
import type { Core } from '../core/createCore'
import { isUsageExceeded } from '../stores/createProjectStore'
import type { SocialProvider } from '../utils/filterSocials'
import { requireWebUrl } from '../utils/safeUrl'
import { connectAuth } from './connectAuth'
import { loadAuthConnector, secureSiteBase } from './loadAuthConnector'
import { pushView } from './router'
import { showErrorToast } from './toast'

/** Name of the popup window; the frame-bridge helper opens (or reuses) the window by this name. */
const POPUP_NAME = 'w3m-social-login'
/** The popup is 600x800 (docs/behaviour.md#views); the bridge's own constants stay in the lazy auth chunk. */
const POPUP_FEATURES = 'width=600,height=800'

/** Parameters of connectSocial. */
export type ConnectSocialParameters = { provider: Exclude<SocialProvider, 'farcaster'> }
/** True once connected. */
export type ConnectSocialReturnType = Promise<boolean>
/** Errors connectSocial reports through the toast store and `auth.social.error`. */
export type ConnectSocialErrorType = AuthFlowError

/**
 * Social login (docs/wire.md#social-popup). Call it inside the click: the 600x800 popup opens before anything
 * is awaited (browsers block popups opened later), then the frame's redirect URI is loaded in it.
 */
export function connectSocial(
  core: Core,
  parameters: ConnectSocialParameters,
): ConnectSocialReturnType {
  const { stores } = core
  // Over the usage limit the view becomes UsageExceeded, and no popup may open (docs/behaviour.md#views).
  if (isUsageExceeded(stores.project.plan)) {
    pushView(stores, 'ConnectingSocial', { provider: parameters.provider })
    return Promise.resolve(false)
  }
  const loaded = core.authRuntime
  const secureSiteUrl = secureSiteBase(stores.options.secureSiteUrl)
  let popup: SocialPopup | undefined
  if (loaded) popup = loaded.module.openSocialPopup({ secureSiteUrl })
  // Not loaded yet: hold the window open now; the helper picks it up by name once loaded.
  else if (typeof window !== 'undefined') window.open('', POPUP_NAME, POPUP_FEATURES)
  stores.auth.social = { provider: parameters.provider, status: 'waiting', error: undefined }
  pushView(stores, 'ConnectingSocial', { provider: parameters.provider })
  return run(core, parameters.provider, popup, secureSiteUrl)
}

async function run(
  core: Core,
  provider: ConnectSocialParameters['provider'],
  opened: SocialPopup | undefined,
  secureSiteUrl: string,
): Promise<boolean> {
  const { social } = core.stores.auth
  let popup = opened
  try {
    const runtime = await loadAuthConnector(core)
    popup ??= runtime.module.openSocialPopup({ secureSiteUrl })
    let uri: string
    try {
      uri = requireWebUrl((await runtime.client.getSocialRedirectUri({ provider })).uri)
    } catch (cause) {
      throw new AuthFlowError('Failed to initiate social connection', { cause })
    }
    popup.navigate(uri)
    const resultUri = await popup.result()
    social.status = 'connecting'
    const user = await runtime.client.connectSocial({ uri: resultUri })
    core.stores.account.socialProvider = provider
    if (user.userName)
      core.stores.account.user = { email: user.email ?? null, username: user.userName }
    await connectAuth(core, runtime)
    social.status = 'idle'
    return true
  } catch (cause) {
    popup?.close()
    const error = toAuthError(cause, 'Failed to connect')
    social.status = 'error'
    social.error = error.shortMessage
    showErrorToast(core.stores, error)
    return false
  }
}
