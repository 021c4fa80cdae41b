import type { BrowserContext } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'

// A strict policy: no inline script or style, no eval. The devnet wallet's script stands in for a
// browser extension (whose scripts no page policy governs), so its origin is named in script-src;
// every other source is the page's own or a loopback service of the stack.
const LOCAL = 'http://127.0.0.1:* http://localhost:*'
/** The policy the built demo and the standalone page are served with (docs/reliability.md#strict-csp). */
export const POLICY = [
  "default-src 'self'",
  `script-src 'self' ${stackUrls().devnet}`,
  "style-src 'self'",
  `img-src 'self' data: blob: ${LOCAL}`,
  `connect-src 'self' ${LOCAL} ws://127.0.0.1:* ws://localhost:*`,
  `frame-src ${LOCAL}`,
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')

export type Violation = { frame: string; directive: string; blocked: string; source: string }

/** Every securitypolicyviolation in every frame of the context (the secure frame included). */
export async function watchViolations(context: BrowserContext): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeBinding(
    '__w3mCspViolation',
    ({ frame }, violation: Omit<Violation, 'frame'>) => {
      violations.push({ frame: frame.url(), ...violation })
    },
  )
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        ;(window as unknown as { __w3mCspViolation(v: unknown): void }).__w3mCspViolation({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        })
      },
      true,
    )
  })
  return violations
}
