import { describe, expect, it } from 'vitest'
import { frameAncestors, isOriginAllowed, originOf } from './origins'

const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*']

describe('origins', () => {
  it('matches a port or a host label wildcard, nothing more', () => {
    expect(isOriginAllowed('http://127.0.0.1:4300', LOOPBACK)).toBe(true)
    expect(isOriginAllowed('http://[::1]:80', LOOPBACK)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1', LOOPBACK)).toBe(false)
    expect(isOriginAllowed('http://127.0.0.1.evil.com:80', LOOPBACK)).toBe(false)
    expect(isOriginAllowed('https://127.0.0.1:4300', LOOPBACK)).toBe(false)
    expect(isOriginAllowed('https://a.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', ['https://*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false)
  })

  it('builds frame-ancestors from the patterns CSP can express', () => {
    expect(frameAncestors(LOOPBACK)).toBe('frame-ancestors http://127.0.0.1:* http://localhost:*')
    expect(frameAncestors([])).toBe("frame-ancestors 'none'")
  })

  it('reads the origin of http(s) URLs only', () => {
    expect(originOf('http://127.0.0.1:4300/path?q=1')).toBe('http://127.0.0.1:4300')
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('not a url')).toBeNull()
    expect(originOf(undefined)).toBeNull()
  })
})
