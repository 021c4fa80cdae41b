import type { MiddlewareHandler } from 'hono'
import { findProject } from '../projects'
import { apiError } from './respond'

/**
 * Every Blockchain API call names its project (query `projectId`, or the JSON body's for POSTs).
 * Missing: 401 PROJECT_ID_MISSING (the modal shows APKT008); unknown: 403 PROJECT_ID_INVALID
 * (APKT007). Distinct statuses, so a client that reads only the status can tell them apart too.
 */
export function projectIdGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next()
    let projectId = c.req.query('projectId')
    if (!projectId && c.req.method === 'POST' && c.req.header('content-type')?.includes('json')) {
      const body = await c.req.raw
        .clone()
        .json()
        .catch(() => undefined)
      if (
        body &&
        typeof body === 'object' &&
        'projectId' in body &&
        typeof body.projectId === 'string'
      ) {
        projectId = body.projectId
      }
    }
    if (!projectId)
      return apiError(c, 401, 'PROJECT_ID_MISSING', 'Project ID Missing: pass projectId')
    if (!findProject(projectId))
      return apiError(c, 403, 'PROJECT_ID_INVALID', `Invalid Project ID: ${projectId}`)
    return next()
  }
}
