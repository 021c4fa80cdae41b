import type { ExplorerError } from '@w3m/api-schemas'
import { createMiddleware } from 'hono/factory'
import { type DevnetProject, findProject } from '../projects'

/** Hono variables set by `requireProject`. */
export type ProjectVariables = { project: DevnetProject }

/** APKT008: the call named no projectId at all. */
export const PROJECT_ID_MISSING: ExplorerError = { code: 'APKT008', message: 'Project ID Missing' }
/** APKT007: the projectId named is not one the devnet knows. */
export const INVALID_PROJECT_ID: ExplorerError = { code: 'APKT007', message: 'Invalid Project ID' }

/**
 * Reads `projectId` from the query (or the hosted SDK's `x-project-id` header) and answers 400
 * APKT008 when it is missing, 403 APKT007 when it is unknown; `st` and `sv` are accepted as sent.
 */
export const requireProject = createMiddleware<{ Variables: ProjectVariables }>(async (c, next) => {
  const projectId = (c.req.query('projectId') ?? c.req.header('x-project-id') ?? '').trim()
  if (projectId === '') return c.json(PROJECT_ID_MISSING, 400)
  const project = findProject(projectId)
  if (!project) return c.json(INVALID_PROJECT_ID, 403)
  c.set('project', project)
  await next()
})
