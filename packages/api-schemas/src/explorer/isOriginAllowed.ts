/**
 * Whether a page origin matches an entry of `/projects/v1/origins` (`*` stands for one port or one
 * host label), the one reading the explorer, the secure site and the modal share.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^.:/]+')
    return new RegExp(`^${escaped}$`).test(origin)
  })
}
