/** Domains offered while the visitor types an address (docs/behaviour.md#datacapture). */
const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
  'icloud.com',
  'proton.me',
  'aol.com',
] as const

/** Most suggestions shown at once. */
const EMAIL_SUGGESTIONS_MAX = 4

/**
 * Completions of `typed` with a common domain: from the first character of the name, each domain
 * whose start matches what follows the `@`; none once the typed domain is complete or when
 * `typed` cannot become an address.
 */
export function suggestEmailDomains(typed: string): string[] {
  const value = typed.trim().toLowerCase()
  const at = value.indexOf('@')
  const name = at === -1 ? value : value.slice(0, at)
  const domain = at === -1 ? '' : value.slice(at + 1)
  if (!name || /\s/.test(value) || domain.includes('@')) return []
  return COMMON_EMAIL_DOMAINS.filter((entry) => entry.startsWith(domain) && entry !== domain)
    .slice(0, EMAIL_SUGGESTIONS_MAX)
    .map((entry) => `${name}@${entry}`)
}

/** Where this browser keeps the addresses confirmed on DataCapture, newest first. */
export const RECENT_EMAILS_KEY = 'w3m:recent-emails'
/** Most recent addresses kept. */
export const RECENT_EMAILS_MAX = 3

/** The recent addresses; anything malformed reads as none. */
export function readRecentEmails(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_EMAILS_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed
          .filter((entry): entry is string => typeof entry === 'string')
          .slice(0, RECENT_EMAILS_MAX)
      : []
  } catch {
    return []
  }
}

/** Puts `email` first in the recent addresses (once, at most 3); a storage that refuses keeps none. */
export function rememberEmail(storage: Storage | undefined, email: string): void {
  const next = [email, ...readRecentEmails(storage).filter((entry) => entry !== email)]
  try {
    storage?.setItem(RECENT_EMAILS_KEY, JSON.stringify(next.slice(0, RECENT_EMAILS_MAX)))
  } catch {
    // Private modes may refuse storage; the flow goes on without the list.
  }
}
