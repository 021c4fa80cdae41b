import { toAuthError } from '../connectors/auth/authErrors'
import type { Core } from '../core/createCore'
import { warnSdk } from '../errors/warnSdk'
import { connectAuth } from './connectAuth'
import { loadAuthConnector } from './loadAuthConnector'
import { showErrorToast } from './toast'

/** Parameters of connectEmail. */
export type ConnectEmailParameters = { email: string }
/** The step the login moved to, or 'failed' (the reason is in the toast and `auth.email.error`). */
export type ConnectEmailReturnType = 'verifyDevice' | 'verifyOtp' | 'connected' | 'failed'

/**
 * Starts (or resends) an email login: the frame mails an approval link to a new device, or the
 * 6-digit code to a known one. A new device then waits for the link to be clicked.
 */
export async function connectEmail(
  core: Core,
  parameters: ConnectEmailParameters,
): Promise<ConnectEmailReturnType> {
  const { email } = core.stores.auth
  email.address = parameters.email
  email.error = undefined
  email.step = 'sending'
  try {
    const runtime = await loadAuthConnector(core)
    const { action } = await runtime.client.connectEmail({ email: parameters.email })
    email.resendAt = Date.now() + runtime.client.storage.emailSendWaitMs()
    if (action === 'CONNECT') {
      email.step = 'connecting'
      await connectAuth(core, runtime)
      email.step = 'idle'
      return 'connected'
    }
    if (action === 'VERIFY_OTP') {
      email.step = 'verifyOtp'
      return 'verifyOtp'
    }
    email.step = 'verifyDevice'
    void waitForDevice(core, parameters.email)
    return 'verifyDevice'
  } catch (cause) {
    return fail(core, cause, 'idle')
  }
}

/** CONNECT_DEVICE resolves once the visitor clicked the mailed link; the code comes next. */
async function waitForDevice(core: Core, address: string): Promise<void> {
  const { email } = core.stores.auth
  try {
    const runtime = await loadAuthConnector(core)
    await runtime.client.connectDevice()
    if (email.address === address && email.step === 'verifyDevice') email.step = 'verifyOtp'
  } catch (cause) {
    if (email.address === address && email.step === 'verifyDevice') fail(core, cause, 'idle')
  }
}

/** Checks the 6-digit code; on success connects and shows Account. */
export async function verifyEmailOtp(core: Core, parameters: { otp: string }): Promise<boolean> {
  const { email } = core.stores.auth
  if (email.step === 'connecting') return false
  email.error = undefined
  email.step = 'connecting'
  try {
    const runtime = await loadAuthConnector(core)
    await runtime.client.connectOtp({ otp: parameters.otp })
    await connectAuth(core, runtime)
    email.step = 'idle'
    return true
  } catch (cause) {
    fail(core, cause, 'verifyOtp')
    return false
  }
}

function fail(core: Core, cause: unknown, step: 'idle' | 'verifyOtp'): 'failed' {
  const error = toAuthError(cause)
  // A malformed address is the warning APKTW002 'Invalid Email Address' (docs/behaviour.md#errors).
  if ((cause as { code?: unknown } | null)?.code === 'APKTW002')
    warnSdk('APKTW002', core.stores.auth.email.address)
  const { email } = core.stores.auth
  email.error = error.shortMessage
  email.step = step
  showErrorToast(core.stores, error)
  return 'failed'
}
