import { AuthNotConnectedError, toAuthError } from '../connectors/auth/authErrors'
import type { Core } from '../core/createCore'
import { resetView } from './router'
import { showErrorToast, showToast } from './toast'

/** Parameters of updateEmail. */
export type UpdateEmailParameters = { email: string }

function runtimeOf(core: Core) {
  const runtime = core.authRuntime
  if (!runtime || !core.stores.account.user) throw new AuthNotConnectedError()
  return runtime
}

function fail(core: Core, cause: unknown, step: 'enterEmail' | 'primaryOtp' | 'secondaryOtp') {
  const error = toAuthError(cause)
  core.stores.auth.updateEmail.error = error.shortMessage
  core.stores.auth.updateEmail.step = step
  showErrorToast(core.stores, error)
  return false
}

/** Starts an email change: a code goes to the current address first (or straight to the new one). */
export async function updateEmail(core: Core, parameters: UpdateEmailParameters): Promise<boolean> {
  const state = core.stores.auth.updateEmail
  Object.assign(state, { newEmail: parameters.email, error: undefined, step: 'sending' })
  try {
    const runtime = runtimeOf(core)
    const { action } = await runtime.client.updateEmail({ email: parameters.email })
    state.resendAt = Date.now() + runtime.client.storage.emailSendWaitMs()
    state.step = action === 'VERIFY_PRIMARY_OTP' ? 'primaryOtp' : 'secondaryOtp'
    return true
  } catch (cause) {
    return fail(core, cause, 'enterEmail')
  }
}

/** The code mailed to the current address; the new address gets its own code next. */
export async function verifyUpdateEmailPrimaryOtp(
  core: Core,
  parameters: { otp: string },
): Promise<boolean> {
  const state = core.stores.auth.updateEmail
  Object.assign(state, { error: undefined, step: 'verifying' })
  try {
    await runtimeOf(core).client.updateEmailPrimaryOtp({ otp: parameters.otp })
    state.step = 'secondaryOtp'
    return true
  } catch (cause) {
    return fail(core, cause, 'primaryOtp')
  }
}

/** While a change waits for its confirmation, the login's email is read this often (docs/behaviour.md#limits). */
export const EMAIL_CHANGE_POLL_MS = 1_000

/** The change is done: the account shows the new email, the form resets, Account comes back. */
function finishEmailChange(core: Core, newEmail: string): void {
  const { stores } = core
  stores.account.user = { ...stores.account.user, email: newEmail }
  Object.assign(stores.auth.updateEmail, { step: 'enterEmail', newEmail: undefined, resendAt: 0 })
  showToast(stores, 'success', 'Email updated')
  resetView(stores, 'Account')
}

/**
 * Polls the change's status every second while a code step is pending: the login's user, read
 * from the frame. When it already has the new address (the change was confirmed elsewhere, in
 * another tab), the change is finished here too. One read at a time; a failed read waits for
 * the next tick. Returns the stop function (the view stops it when it unmounts).
 */
export function watchEmailChange(core: Core): () => void {
  let busy = false
  const timer = setInterval(() => {
    const state = core.stores.auth.updateEmail
    const pending = state.step === 'primaryOtp' || state.step === 'secondaryOtp'
    const runtime = core.authRuntime
    if (busy || !pending || !state.newEmail || !runtime) return
    const wanted = state.newEmail
    busy = true
    void runtime.client
      .getUser({})
      .then((user) => {
        const now = core.stores.auth.updateEmail
        const stillPending = now.step === 'primaryOtp' || now.step === 'secondaryOtp'
        if (
          stillPending &&
          now.newEmail === wanted &&
          user.email?.toLowerCase() === wanted.toLowerCase()
        )
          finishEmailChange(core, user.email)
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false
      })
  }, EMAIL_CHANGE_POLL_MS)
  return () => clearInterval(timer)
}

/** The code mailed to the new address: the change is done, the account shows the new email. */
export async function verifyUpdateEmailSecondaryOtp(
  core: Core,
  parameters: { otp: string },
): Promise<boolean> {
  const { stores } = core
  const state = stores.auth.updateEmail
  Object.assign(state, { error: undefined, step: 'verifying' })
  try {
    const { newEmail } = await runtimeOf(core).client.updateEmailSecondaryOtp({
      otp: parameters.otp,
    })
    finishEmailChange(core, newEmail)
    return true
  } catch (cause) {
    return fail(core, cause, 'secondaryOtp')
  }
}
