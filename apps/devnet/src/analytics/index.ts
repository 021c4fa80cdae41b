import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { DevnetDatabase } from '../db/openPostgres'
import { type ProjectVariables, requireProject } from '../explorer/requireProject'
import { type AnalyticsKind, createAnalyticsStore } from './createAnalyticsStore'

/** What the analytics sinks need from the devnet. */
export type AnalyticsDeps = { db: DevnetDatabase }

/** Largest body a sink accepts; the modal flushes its queue past 45 KB, so this leaves room. */
export const MAX_BODY_BYTES = 256 * 1024
/** Most records one read-back returns. */
const MAX_LIST = 1000

const reportSchema = z.record(z.string(), z.unknown())
// Batches arrive as an array of events, or wrapped as `{ events: [...] }` / `{ batch: [...] }`.
const batchSchema = z.union([
  z.array(reportSchema).min(1),
  z.object({ events: z.array(reportSchema).min(1) }).transform((body) => body.events),
  z.object({ batch: z.array(reportSchema).min(1) }).transform((body) => body.batch),
  reportSchema.transform((event) => [event]),
])
const listQuerySchema = z.object({
  kind: z.enum(['errors', 'events']).optional(),
  projectId: z.string().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIST).default(100),
})

/** Reads the body as text whatever its content type (`sendBeacon` sends text/plain). */
async function readJson(
  c: Context,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const length = Number(c.req.header('content-length') ?? 0)
  const text = length > MAX_BODY_BYTES ? '' : await c.req.text()
  if (length > MAX_BODY_BYTES || Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return {
      ok: false,
      response: c.json(
        { code: 'PAYLOAD_TOO_LARGE', message: `Body over ${MAX_BODY_BYTES} bytes` },
        413,
      ),
    }
  }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return {
      ok: false,
      response: c.json({ code: 'BAD_REQUEST', message: 'Body is not valid JSON' }, 400),
    }
  }
}

/** The analytics sinks `POST /e` and `POST /batch`, and `GET/DELETE /devnet/analytics` for tests. */
export function analyticsRoutes(deps: AnalyticsDeps): Hono<{ Variables: ProjectVariables }> {
  const app = new Hono<{ Variables: ProjectVariables }>()
  const store = createAnalyticsStore(deps.db)

  const sink =
    (kind: AnalyticsKind, schema: z.ZodType<Record<string, unknown>[]>) =>
    async (c: Context<{ Variables: ProjectVariables }>) => {
      const body = await readJson(c)
      if (!body.ok) return body.response
      const parsed = schema.safeParse(body.value)
      if (!parsed.success) {
        const message =
          kind === 'error'
            ? 'Body must be a JSON object'
            : 'Body must be a JSON array of event objects'
        return c.json({ code: 'BAD_REQUEST', message }, 400)
      }
      await store.record(kind, c.var.project.projectId, c.req.header('origin') ?? null, parsed.data)
      return c.json({ stored: parsed.data.length }, 202)
    }
  app.post(
    '/e',
    requireProject,
    sink(
      'error',
      reportSchema.transform((report) => [report]),
    ),
  )
  app.post('/batch', requireProject, sink('event', batchSchema))

  app.get('/devnet/analytics', async (c) => {
    const query = listQuerySchema.safeParse(c.req.query())
    if (!query.success) {
      const issue = query.error.issues[0]
      return c.json(
        {
          code: 'BAD_REQUEST',
          message: `Invalid query: ${issue?.path.join('.')} ${issue?.message}`,
        },
        400,
      )
    }
    const { kind, projectId, limit } = query.data
    const items = await store.list({
      kind: kind && (kind === 'errors' ? 'error' : 'event'),
      projectId,
      limit,
    })
    return c.json({ items, count: items.length })
  })
  app.delete('/devnet/analytics', async (c) => {
    const projectId = c.req.query('projectId')
    return c.json({ deleted: await store.clear(projectId || undefined) })
  })
  return app
}
