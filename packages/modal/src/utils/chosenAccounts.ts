import { CHOSEN_ACCOUNTS_KEY } from './constants'

/**
 * The account chosen in each connection, by connector id, as stored (docs/behaviour.md#connections);
 * anything malformed reads as none. A stored value is only ever compared with the addresses the
 * wallet shares, so a wrong one never becomes the account.
 */
export function readChosenAccounts(
  storage: Pick<Storage, 'getItem'> | undefined,
): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CHOSEN_ACCOUNTS_KEY) ?? '{}')
    return Object.fromEntries(
      Object.entries(parsed as object).filter((entry) => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/** Persists the chosen accounts; storage failures (private mode, quota) are not the visitor's problem. */
export function writeChosenAccounts(
  storage: Pick<Storage, 'setItem'> | undefined,
  chosen: Readonly<Record<string, string>>,
): void {
  try {
    storage?.setItem(CHOSEN_ACCOUNTS_KEY, JSON.stringify(chosen))
  } catch {}
}
