import '../jitless'
import { z } from 'zod'
import { hexAddressSchema } from './common'

/** A registered profile name: the addresses it points at by ENSIP-11 coin type, and its attributes. */
export const profileNameSchema = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  addresses: z.record(
    z.string(),
    z.object({ address: z.string(), created: z.string().optional() }),
  ),
  attributes: z.array(z.record(z.string(), z.string())).optional(),
})

/** `GET /v1/profile/reverse/{address}`: the names pointing at an address, newest first. */
export const reverseNamesResponseSchema = z.array(profileNameSchema)

/** `GET /v1/profile/suggestions/{name}`: candidate names and whether each is taken. */
export const nameSuggestionsResponseSchema = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})

/** The signed message of a registration: JSON of this shape; `timestamp` in milliseconds. */
export const registerNameMessageSchema = z.object({
  name: z.string().min(1),
  attributes: z.record(z.string(), z.string()).optional(),
  timestamp: z.number().int().positive(),
})

/** Body of `POST /v1/profile/account`: `message` is personal_sign-ed by `address`. */
export const registerNameRequestSchema = z.object({
  coin_type: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]),
  address: hexAddressSchema,
  message: z.string().min(2),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
})

/** ProfileName, as parsed by profileNameSchema. */
export type ProfileName = z.infer<typeof profileNameSchema>
/** NameSuggestionsResponse, as parsed by nameSuggestionsResponseSchema. */
export type NameSuggestionsResponse = z.infer<typeof nameSuggestionsResponseSchema>
/** RegisterNameMessage, as parsed by registerNameMessageSchema. */
export type RegisterNameMessage = z.infer<typeof registerNameMessageSchema>
/** RegisterNameRequest, as parsed by registerNameRequestSchema. */
export type RegisterNameRequest = z.infer<typeof registerNameRequestSchema>
