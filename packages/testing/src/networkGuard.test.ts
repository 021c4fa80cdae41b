import { describe, expect, it } from 'vitest'
import { isLoopbackUrl } from './networkGuard'

describe('isLoopbackUrl', () => {
  it('lets loopback hosts and local schemes through, and nothing else', () => {
    for (const url of ['http://127.0.0.1:4300/x', 'ws://127.0.0.2:1', 'http://localhost:1/']) {
      expect(isLoopbackUrl(url), url).toBe(true)
    }
    for (const url of ['http://[::1]:80/', 'data:text/plain,hi', 'blob:http://127.0.0.1/x']) {
      expect(isLoopbackUrl(url), url).toBe(true)
    }
    for (const url of [
      'https://example.com/',
      'wss://relay.walletconnect.org',
      'http://10.0.0.1/',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false)
    }
    expect(isLoopbackUrl('http://localhost.example.com/')).toBe(false)
  })
})
