import './jitless'
import * as z from 'zod/mini'
import { chainIdSchema, chainNamespaceSchema, hexSchema } from './common'
import { SOLANA_PARAMS } from './solana'

/** One call of `wallet_sendCalls`; `to` and `data` start with 0x (docs/behaviour.md#validation). */
export const sendCallsCallSchema = z.object({
  to: hexSchema,
  data: z.optional(hexSchema),
  value: z.optional(z.union([z.string(), z.number(), z.bigint()])),
})

/** The single params object of `wallet_sendCalls` (docs/behaviour.md#validation). */
export const sendCallsParamsSchema = z.object({
  chainId: z.optional(chainIdSchema),
  from: z.optional(hexSchema),
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  atomicRequired: z.optional(z.boolean()),
  capabilities: z.optional(z.record(z.string(), z.unknown())),
  calls: z.array(sendCallsCallSchema),
})

export { solanaSendOptionsSchema } from './solana'

/** Method-specific params checks; other methods pass their params through. */
const PARAMS_BY_METHOD: Record<string, z.ZodMiniType> = {
  wallet_sendCalls: z.array(sendCallsParamsSchema).check(z.minLength(1)),
  ...SOLANA_PARAMS,
}

/** RPC_REQUEST payload: method, params and where to send them. */
export const rpcRequestSchema = z
  .object({
    method: z.string().check(z.minLength(1)),
    params: z.optional(z.unknown()),
    chainId: z.optional(chainIdSchema),
    chainNamespace: z.optional(chainNamespaceSchema),
    rpcUrl: z.optional(z.string()),
  })
  .check(
    z.superRefine((request, ctx) => {
      const schema = PARAMS_BY_METHOD[request.method]
      const result = schema?.safeParse(request.params)
      if (result && !result.success)
        for (const issue of result.error.issues)
          ctx.addIssue({ ...issue, path: ['params', ...issue.path] } as never)
    }),
  )
