import '../jitless'
import { z } from 'zod'

/** One granted session (smart-session permission context) of an account. */
export const sessionSchema = z.object({
  pci: z.string(),
  address: z.string(),
  chainId: z.string(),
  permissions: z.array(z.record(z.string(), z.unknown())),
  policies: z.array(z.record(z.string(), z.unknown())),
  expiry: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
})

/** `GET /v1/sessions/{address}`: the account's sessions, revoked ones included. */
export const sessionsResponseSchema = z.object({ pcis: z.array(sessionSchema) })

/** Body of `POST /v1/sessions/{address}`: grants a session (the devnet's stand-in for the cosigner). */
export const createSessionRequestSchema = z.object({
  projectId: z.string().optional(),
  expiry: z.number().int().positive(),
  permissions: z.array(z.record(z.string(), z.unknown())).default([]),
  policies: z.array(z.record(z.string(), z.unknown())).default([]),
})

/** Body of `POST /v1/sessions/{address}/revoke`: `signature` is the account's personal_sign of `pci`. */
export const revokeSessionRequestSchema = z.object({
  projectId: z.string().optional(),
  pci: z.string().min(1),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/** Session, as parsed by sessionSchema. */
export type Session = z.infer<typeof sessionSchema>
/** SessionsResponse, as parsed by sessionsResponseSchema. */
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>
/** CreateSessionRequest, as parsed by createSessionRequestSchema. */
export type CreateSessionRequest = z.infer<typeof createSessionRequestSchema>
/** RevokeSessionRequest, as parsed by revokeSessionRequestSchema. */
export type RevokeSessionRequest = z.infer<typeof revokeSessionRequestSchema>
