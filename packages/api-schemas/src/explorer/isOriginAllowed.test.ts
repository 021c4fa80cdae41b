import { expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'

test('a wildcard stands for one port or one host label, nothing more', () => {
  const patterns = ['http://127.0.0.1:*', 'https://*.example.com']
  expect(isOriginAllowed('http://127.0.0.1:4300', patterns)).toBe(true)
  expect(isOriginAllowed('https://app.example.com', patterns)).toBe(true)
  expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(false)
  expect(isOriginAllowed('http://127.0.0.1.evil.com:80', patterns)).toBe(false)
  expect(isOriginAllowed('https://127.0.0.1:4300', patterns)).toBe(false)
  expect(isOriginAllowed('http://127.0.0.1:4300', [])).toBe(false)
})
