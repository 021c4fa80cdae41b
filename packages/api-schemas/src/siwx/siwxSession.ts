import { z } from 'zod'

/**
 * The limits of a mailed one-time code, shared by the secure site's email login and the devnet's
 * sign-in session service (docs/behaviour.md#limits).
 */
export const EMAIL_CODE_LIMITS = {
  /** How long a mailed code stays valid. */
  ttlMs: 10 * 60_000,
  /** Wrong guesses allowed before the code is void. */
  maxAttempts: 3,
  /** Mails per address within `sendWindowMs`. */
  sendMax: 5,
  sendWindowMs: 10 * 60_000,
  /** Wait between two sends from one page (the email login's resend wait). */
  resendWaitMs: 30_000,
} as const

/** The visitor-facing words of a mailed code's failures, the same for every flow that mails one. */
export const EMAIL_CODE_MESSAGES = {
  CODE_INVALID: 'Invalid code',
  CODE_EXPIRED: 'The code has expired; request a new code',
  CODE_EXHAUSTED: 'Too many wrong codes; request a new code',
  NO_CODE: 'No code was requested; start again',
  rateLimited: (seconds: number) => `Too many emails sent; try again in ${seconds} s`,
  resendWait: (seconds: number) => `Please try again after ${seconds} seconds`,
} as const

/** A sign-in session of the session service: who signed what, and the email confirmed for it. */
export const siwxSessionSchema = z.object({
  address: z.string(),
  chainId: z.number().int(),
  domain: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  /** The address confirmed by a mailed code; null until then. */
  email: z.string().nullable(),
})
export type SiwxSessionData = z.infer<typeof siwxSessionSchema>

/** `POST /auth/v1/authenticate`: the session and its bearer token (also set as a cookie). */
export const siwxAuthenticateResponseSchema = z.object({
  token: z.string(),
  session: siwxSessionSchema,
})

/** `POST /auth/v1/me/email`: where the code went and when another may be sent (epoch ms). */
export const siwxEmailCodeResponseSchema = z.object({
  email: z.string(),
  resendAt: z.number(),
  expiresAt: z.number(),
})
