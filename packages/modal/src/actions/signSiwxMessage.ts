import { createSiwxSessionClient, type SiwxServiceSession } from '../clients/siwxSessionClient'
import type { Core } from '../core/createCore'
import { BaseError } from '../errors/baseError'
import { disconnectWallet } from './disconnectWallet'
import { closeModal, openModal, replaceView } from './router'
import {
  createSiwxMessage,
  hasSiwxSession,
  publishSiwxSession,
  writeSiwxSession,
} from './siwxSessions'
import { dismissToast, showErrorToast, showToast } from './toast'

/** The service's error, shown on the view: it stays, and the visitor may sign again. */
function serviceFailed(core: Core, cause: unknown, loading: number): false {
  const { stores } = core
  dismissToast(stores, loading)
  const error =
    cause instanceof BaseError
      ? cause
      : new BaseError('The sign-in service failed; try again', { cause, code: 'SIWX_SERVICE' })
  stores.auth.siwx = { status: 'idle', error: error.shortMessage }
  showErrorToast(stores, error)
  if (stores.router.current.view !== 'SIWXSignMessage') openModal(stores, 'SIWXSignMessage')
  return false
}

/** True once a session is stored. */
export type SignSiwxMessageReturnType = Promise<boolean>

const hex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * Signs the sign-in message with the connected wallet and stores the session. A failed signature
 * says 'Error signing message' and the view reopens; a session that cannot be stored disconnects
 * ('A problem occurred while trying initialize authentication') and the modal resets to Connect.
 */
export async function signSiwxMessage(core: Core): SignSiwxMessageReturnType {
  const { stores } = core
  const { address, status } = stores.account
  const chainId = stores.chain.walletChainId
  const connection = core.evm?.getConnection()
  if (!address || status !== 'connected' || chainId === undefined || !connection?.connector)
    return false
  stores.auth.siwx = { status: 'signing', error: undefined }
  const loading = showToast(stores, 'loading', 'Authenticating...')
  const { sessionUrl, captureEmail } = stores.options.siwx ?? {}
  const service = sessionUrl
    ? createSiwxSessionClient(sessionUrl, stores.options.projectId, core.fetch)
    : undefined
  let nonce = crypto.randomUUID().replaceAll('-', '')
  if (service) {
    try {
      nonce = await service.nonce()
    } catch (cause) {
      return serviceFailed(core, cause, loading)
    }
  }
  const data = {
    chainId,
    address,
    domain: location.host,
    nonce,
    issuedAt: new Date().toISOString(),
  }
  const message = createSiwxMessage({
    ...data,
    uri: location.origin,
    statement: stores.options.siwx?.statement ?? 'Sign in to continue.',
  })
  let signature: string
  try {
    const provider = (await connection.connector.getProvider()) as {
      request(args: { method: string; params: unknown[] }): Promise<unknown>
    }
    signature = String(
      await provider.request({ method: 'personal_sign', params: [hex(message), address] }),
    )
  } catch (cause) {
    dismissToast(stores, loading)
    stores.auth.siwx = { status: 'idle', error: 'Error signing message' }
    showErrorToast(
      stores,
      new BaseError('Error signing message', { cause, code: 'SIWX_SIGN_FAILED' }),
    )
    // The view reopens (the approval view, or the visitor, may have left it).
    if (stores.router.current.view !== 'SIWXSignMessage') openModal(stores, 'SIWXSignMessage')
    return false
  }
  let token: string | undefined
  let session: SiwxServiceSession | undefined
  if (service) {
    try {
      ;({ token, session } = await service.authenticate(message, signature))
    } catch (cause) {
      return serviceFailed(core, cause, loading)
    }
  }
  dismissToast(stores, loading)
  try {
    writeSiwxSession(core.storage, { data, message, signature, ...(token ? { token } : {}) })
  } catch (cause) {
    stores.auth.siwx = { status: 'idle', error: undefined }
    showErrorToast(
      stores,
      new BaseError('A problem occurred while trying initialize authentication', {
        cause,
        code: 'SIWX_SESSION_FAILED',
      }),
    )
    await disconnectWallet(core)
    return false
  }
  stores.auth.siwx = { status: 'idle', error: undefined }
  if (session) publishSiwxSession(core, session)
  // The host asked for the visitor's email: DataCapture, unless the session already has one.
  if (session && captureEmail && !session.email) {
    Object.assign(stores.auth.dataCapture, { step: 'enterEmail', error: undefined })
    replaceView(stores, 'DataCapture')
    return true
  }
  closeModal(stores)
  return true
}

/** Cancel: the wallet disconnects, unless a session already exists for the network in use. */
export async function cancelSiwx(core: Core): Promise<void> {
  const { stores } = core
  stores.auth.siwx = { status: 'idle', error: undefined }
  if (hasSiwxSession(core.storage, stores.account.address, stores.chain.walletChainId)) {
    closeModal(stores)
    return
  }
  await disconnectWallet(core)
}
