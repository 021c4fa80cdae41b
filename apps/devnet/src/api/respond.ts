import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

/** A stable error code of the API's error bodies (see @w3m/api-schemas BLOCKCHAIN_API_ERROR_CODES). */
export type ErrorCode =
  | 'PROJECT_ID_MISSING'
  | 'PROJECT_ID_INVALID'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_SIGNATURE'
  | 'INSUFFICIENT_LIQUIDITY'
  | 'UNSUPPORTED_CHAIN'
  | 'RATE_LIMITED'
  | 'SERVER_ERROR'
  // The sign-in session service's (siwx/siwxRoutes.ts).
  | 'UNAUTHORIZED'
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  | 'CODE_EXHAUSTED'

/** An error answer: `{ code, message, ...extra }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ code, message, ...extra }, status)
}

/** A failure to answer with: thrown by handlers, turned into its JSON error by the app's onError. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message }))

/** Parses input with a schema, or throws the 400 that names every field at fault. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const issues = issuesOf(result.error)
    const summary = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
    throw new HttpError(400, 'BAD_REQUEST', `Invalid ${what}: ${summary}`, { issues })
  }
  return result.data
}

/** The query string parsed by a schema. */
export const parseQuery = <T extends z.ZodType>(c: Context, schema: T) =>
  parseInput(schema, c.req.query(), 'query')

/** The JSON body parsed by a schema; a body that is not JSON is a 400 too. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'Invalid body: not JSON')
  }
  return parseInput(schema, body, 'body')
}
