import { afterEach, describe, expect, it, vi } from 'vitest'
import { createExplorerClient } from './createExplorerClient'

const client = () => createExplorerClient({ baseUrl: 'http://explorer.test', projectId: 'p1' })
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('isOriginAllowed (docs/behaviour.md#errors)', () => {
  it('matches the page origin against the list, wildcards included', async () => {
    answer(200, { allowedOrigins: ['http://127.0.0.1:*', 'https://app.example.com'] })
    await expect(client().isOriginAllowed('http://127.0.0.1:4300')).resolves.toBe(true)
    await expect(client().isOriginAllowed('https://evil.example.com')).resolves.toBe(false)
  })

  it('an empty list refuses nothing', async () => {
    answer(200, { allowedOrigins: [] })
    await expect(client().isOriginAllowed('https://anything.example')).resolves.toBe(true)
  })

  it('429 is RATE_LIMITED (APKT010), 5xx SERVER_ERROR (APKT009)', async () => {
    answer(429, {})
    await expect(client().isOriginAllowed('http://127.0.0.1:1')).rejects.toMatchObject({
      code: 'APKT010',
    })
    answer(503, {})
    await expect(client().isOriginAllowed('http://127.0.0.1:1')).rejects.toMatchObject({
      code: 'APKT009',
    })
  })

  it('any other failure (404, a malformed body) counts as an empty list', async () => {
    answer(404, {})
    await expect(client().isOriginAllowed('http://127.0.0.1:1')).resolves.toBe(true)
    answer(200, { allowedOrigins: 'nope' })
    await expect(client().isOriginAllowed('http://127.0.0.1:1')).resolves.toBe(true)
  })
})
