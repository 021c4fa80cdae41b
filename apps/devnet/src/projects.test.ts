import { describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID, findProject, isOriginAllowed } from './projects'

describe('projects', () => {
  it('finds a known project and not an unknown one', () => {
    expect(findProject(DEMO_PROJECT_ID)?.name).toBe('w3m demo')
    expect(findProject('nope')).toBeUndefined()
    expect(findProject(undefined)).toBeUndefined()
  })

  it('matches loopback origins with a port wildcard, and nothing else', () => {
    const patterns = ['http://127.0.0.1:*', 'http://localhost:*']
    expect(isOriginAllowed('http://127.0.0.1:4300', patterns)).toBe(true)
    expect(isOriginAllowed('http://localhost:6006', patterns)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1.evil.com:80', patterns)).toBe(false)
    expect(isOriginAllowed('https://127.0.0.1:4300', patterns)).toBe(false)
    expect(isOriginAllowed('http://evil.com', patterns)).toBe(false)
  })
})
