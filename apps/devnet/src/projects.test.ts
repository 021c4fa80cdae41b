import { isOriginAllowed } from '@w3m/api-schemas'
import { describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID, FOREIGN_ORIGIN_PROJECT_ID, findProject } from './projects'

describe('projects', () => {
  it('finds a known project and not an unknown one', () => {
    expect(findProject(DEMO_PROJECT_ID)?.name).toBe('w3m demo')
    expect(findProject('nope')).toBeUndefined()
    expect(findProject(undefined)).toBeUndefined()
  })

  it('allows the demo project on any loopback origin, and the foreign project on none', () => {
    const demo = findProject(DEMO_PROJECT_ID)?.allowedOrigins ?? []
    const foreign = findProject(FOREIGN_ORIGIN_PROJECT_ID)?.allowedOrigins ?? []
    expect(isOriginAllowed('http://127.0.0.1:4300', demo)).toBe(true)
    expect(isOriginAllowed('http://localhost:6006', demo)).toBe(true)
    expect(isOriginAllowed('http://evil.com', demo)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1:4300', foreign)).toBe(false)
  })
})
