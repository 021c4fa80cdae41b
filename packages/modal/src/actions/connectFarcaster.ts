import { AuthFlowError, toAuthError } from '../connectors/auth/authErrors'
import type { Core } from '../core/createCore'
import { isUsageExceeded } from '../stores/createProjectStore'
import { connectAuth } from './connectAuth'
import { loadAuthConnector } from './loadAuthConnector'
import { pushView } from './router'
import { showErrorToast } from './toast'

/** True once connected. */
export type ConnectFarcasterReturnType = Promise<boolean>
/** Errors connectFarcaster reports: 'Failed to connect to farcaster', or the frame's load errors. */
export type ConnectFarcasterErrorType = AuthFlowError

/**
 * Farcaster login: shows ConnectingFarcaster with the approval URL (QR and link) from
 * GET_FARCASTER_URI, then waits on CONNECT_FARCASTER until the visitor approved.
 */
export async function connectFarcaster(core: Core): ConnectFarcasterReturnType {
  const { stores } = core
  const { farcaster } = stores.auth
  if (farcaster.status === 'loading' || farcaster.status === 'waiting') return false
  Object.assign(farcaster, { url: undefined, status: 'loading', error: undefined })
  if (stores.router.current.view !== 'ConnectingFarcaster') pushView(stores, 'ConnectingFarcaster')
  // Over the usage limit the push above showed UsageExceeded; nothing starts (docs/behaviour.md#views).
  if (isUsageExceeded(stores.project.plan)) {
    farcaster.status = 'idle'
    return false
  }
  try {
    const runtime = await loadAuthConnector(core)
    const { url } = await runtime.client
      .getFarcasterUri()
      .catch((cause: unknown) => Promise.reject(farcasterError(cause)))
    farcaster.url = url
    stores.account.farcasterUrl = url
    farcaster.status = 'waiting'
    const { userName } = await runtime.client
      .connectFarcaster()
      .catch((cause: unknown) => Promise.reject(farcasterError(cause)))
    farcaster.status = 'connecting'
    stores.account.socialProvider = 'farcaster'
    await connectAuth(core, runtime)
    if (userName) stores.account.user = { ...stores.account.user, username: userName }
    farcaster.status = 'idle'
    return true
  } catch (cause) {
    const error = toAuthError(cause, 'Failed to connect to farcaster')
    farcaster.status = 'error'
    farcaster.error = error.shortMessage
    showErrorToast(stores, error)
    return false
  }
}

/** Frame load errors keep their SDK wording; anything else is 'Failed to connect to farcaster' (docs/behaviour.md#errors). */
function farcasterError(cause: unknown) {
  const error = toAuthError(cause)
  return error.code.startsWith('APKT') || error.code === 'AUTH_LOAD_FAILED'
    ? error
    : new AuthFlowError('Failed to connect to farcaster', { cause })
}
