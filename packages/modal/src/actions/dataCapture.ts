import { createSiwxSessionClient } from '../clients/siwxSessionClient'
import type { Core } from '../core/createCore'
import { BaseError } from '../errors/baseError'
import { rememberEmail } from '../utils/emailSuggestions'
import { closeModal } from './router'
import { findSiwxSession, publishSiwxSession } from './siwxSessions'
import { showErrorToast, showToast } from './toast'

/** The session service and this account's token; a clear error when either is missing. */
function sessionOf(core: Core) {
  const { stores } = core
  const sessionUrl = stores.options.siwx?.sessionUrl
  const stored = findSiwxSession(core.storage, stores.account.address, stores.chain.walletChainId)
  if (!sessionUrl || !stored?.token)
    throw new BaseError('Sign in again to add your email', { code: 'SIWX_NO_SESSION' })
  return {
    client: createSiwxSessionClient(sessionUrl, stores.options.projectId, core.fetch),
    token: stored.token,
  }
}

function fail(core: Core, cause: unknown, step: 'enterEmail' | 'code'): false {
  const error =
    cause instanceof BaseError
      ? cause
      : new BaseError('Something went wrong; try again', { cause, code: 'DATA_CAPTURE' })
  Object.assign(core.stores.auth.dataCapture, { step, error: error.shortMessage })
  showErrorToast(core.stores, error)
  return false
}

/**
 * Mails a one-time code to `email` through the session service; the view then asks for it. A
 * failure (wait, rate limit, bad address) says so and keeps the address typed.
 */
export async function sendDataCaptureCode(
  core: Core,
  parameters: { email: string },
): Promise<boolean> {
  const state = core.stores.auth.dataCapture
  const back = state.step === 'code' ? 'code' : 'enterEmail'
  Object.assign(state, { email: parameters.email, error: undefined, step: 'sending' })
  try {
    const { client, token } = sessionOf(core)
    const { resendAt } = await client.sendEmailCode(token, parameters.email)
    Object.assign(state, { resendAt, step: 'code' })
    return true
  } catch (cause) {
    return fail(core, cause, back)
  }
}

/** The mailed code: the right one attaches the email to the session, and the modal closes. */
export async function verifyDataCaptureCode(
  core: Core,
  parameters: { code: string },
): Promise<boolean> {
  const { stores } = core
  const state = stores.auth.dataCapture
  Object.assign(state, { error: undefined, step: 'verifying' })
  try {
    const { client, token } = sessionOf(core)
    const session = await client.verifyEmailCode(token, parameters.code)
    if (session.email) rememberEmail(core.storage, session.email)
    publishSiwxSession(core, session)
    Object.assign(state, { step: 'enterEmail', email: undefined, resendAt: 0 })
    showToast(stores, 'success', 'Email confirmed')
    closeModal(stores)
    return true
  } catch (cause) {
    return fail(core, cause, 'code')
  }
}

/** Back to the address field (another address); what was typed stays. */
export function editDataCaptureEmail(core: Core): void {
  Object.assign(core.stores.auth.dataCapture, { step: 'enterEmail', error: undefined })
}

/** Skip, when the host allows it: the session stays without an email. */
export function skipDataCapture(core: Core): void {
  const { stores } = core
  if (stores.options.siwx?.captureEmail === 'required') return
  Object.assign(stores.auth.dataCapture, {
    step: 'enterEmail',
    email: undefined,
    error: undefined,
    resendAt: 0,
  })
  closeModal(stores)
}
