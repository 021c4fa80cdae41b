import { AuthNotConnectedError, toAuthError } from '../connectors/auth/authErrors'
import type { Core } from '../core/createCore'
import { showErrorToast, showToast } from './toast'

/** Account types of docs/behaviour.md#plans. */
export type AccountType = 'eoa' | 'smartAccount'
/** The account type in force afterwards. */
export type SetPreferredAccountTypeReturnType = AccountType

/**
 * Switches between the EOA and the smart account (SET_PREFERRED_ACCOUNT). wagmi hears of the new
 * address, so the account shows it. When the switch fails the account falls back to the EOA.
 */
export async function setPreferredAccountType(
  core: Core,
  { type }: { type: AccountType },
): Promise<SetPreferredAccountTypeReturnType> {
  const { stores } = core
  const state = stores.auth.accountType
  const runtime = core.authRuntime
  if (!runtime || !stores.account.address) {
    showErrorToast(stores, new AuthNotConnectedError())
    return stores.account.preferredAccountType
  }
  const connector = core.evm?.config.connectors.find((entry) => entry.id === runtime.connectorId) as
    | { setAddress?: (address: string) => void }
    | undefined
  Object.assign(state, { status: 'switching', error: undefined })
  try {
    const result = await runtime.client.setPreferredAccount({ type })
    stores.account.preferredAccountType = result.type
    connector?.setAddress?.(result.address)
    state.status = 'idle'
    showToast(
      stores,
      'success',
      result.type === 'smartAccount' ? 'Smart account in use' : 'EOA in use',
    )
    return result.type
  } catch (cause) {
    const error = toAuthError(cause)
    Object.assign(state, { status: 'error', error: error.shortMessage })
    showErrorToast(stores, error)
    // A failed switch leaves the visitor on the EOA (docs/behaviour.md#transitions).
    const fallback = await runtime.client
      .setPreferredAccount({ type: 'eoa' })
      .catch(() => undefined)
    stores.account.preferredAccountType = 'eoa'
    if (fallback) connector?.setAddress?.(fallback.address)
    return 'eoa'
  }
}
