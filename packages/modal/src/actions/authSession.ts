/** The login flag of docs/wire.md#storage, spelled out so the bridge stays out of the first-load JS. */
export const EMAIL_LOGIN_USED_KEY = '@appkit-wallet/EMAIL_LOGIN_USED_KEY'

/** Whether the last visit logged in by email or social, so a session may need restoring. */
export function hasAuthSession(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(EMAIL_LOGIN_USED_KEY) === 'true'
  } catch {
    return false
  }
}
