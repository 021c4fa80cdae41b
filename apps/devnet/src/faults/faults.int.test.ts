import { request } from 'node:http'
import { blockchainApiErrorSchema, supportedChainsSchema } from '@w3m/api-schemas'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../server'
import { apiTestKit } from '../testing/apiTestKit'

let devnet: Devnet
let api: ReturnType<typeof apiTestKit>

beforeAll(async () => {
  devnet = await startDevnet()
  api = apiTestKit(devnet)
})
afterAll(() => devnet?.close())
afterEach(async () => {
  await fetch(`${devnet.urls.api}/devnet/faults`, { method: 'DELETE' })
})

const arm = async (fault: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${devnet.urls.api}/devnet/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(fault),
  })
const chains = () => fetch(api.url('/v1/supported-chains'))

describe('fault injection', () => {
  it('answers 429 with Retry-After for the next N calls, then normally', async () => {
    expect(
      (await arm({ route: '/v1/supported-chains', kind: 429, retryAfter: 7, count: 2 })).status,
    ).toBe(201)
    for (let i = 0; i < 2; i++) {
      const response = await chains()
      expect(response.status).toBe(429)
      expect(response.headers.get('retry-after')).toBe('7')
      expect(blockchainApiErrorSchema.parse(await response.json()).code).toBe('RATE_LIMITED')
    }
    const ok = await chains()
    expect(ok.status).toBe(200)
    supportedChainsSchema.parse(await ok.json())
  })

  it.each([500, 502, 503])('answers %i', async (status) => {
    await arm({ route: '/v1/account/*/balance', kind: String(status) })
    const response = await fetch(
      api.url('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance'),
    )
    expect(response.status).toBe(status)
    expect(
      (await fetch(api.url('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance')))
        .status,
    ).toBe(200)
  })

  it('delays a call, then answers it normally', async () => {
    await arm({ route: '/v1/supported-chains', kind: 'delay', delayMs: 600 })
    const started = performance.now()
    const response = await chains()
    expect(performance.now() - started).toBeGreaterThanOrEqual(590)
    expect(response.status).toBe(200)
  })

  it('sends a malformed JSON body with status 200', async () => {
    await arm({ route: '/v1/supported-chains', kind: 'malformed' })
    const response = await chains()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    await expect(response.json()).rejects.toThrow()
  })

  it('drops the connection', async () => {
    await arm({ route: '/v1/supported-chains', kind: 'drop' })
    await expect(chains()).rejects.toThrow()
    expect((await chains()).status).toBe(200)
  })

  it("applies to the other modules' routes too (the explorer's), and clears by route", async () => {
    await arm({ route: '/getWallets', kind: 503, count: 5 })
    const listed = (await (await fetch(`${devnet.urls.api}/devnet/faults`)).json()) as {
      faults: unknown[]
    }
    expect(listed.faults).toHaveLength(1)
    expect((await fetch(api.url('/getWallets'))).status).toBe(503)
    await fetch(`${devnet.urls.api}/devnet/faults?route=/getWallets`, { method: 'DELETE' })
    expect((await fetch(api.url('/getWallets'))).status).not.toBe(503)
  })

  it('refuses bad faults and callers from other origins', async () => {
    expect((await arm({ route: 'no-slash', kind: 'explode' })).status).toBe(400)
    expect(
      (await arm({ route: '/v1/supported-chains', kind: 429 }, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    expect((await chains()).status).toBe(200)
  })

  it('guards every admin route, also the mail, inbox and analytics ones, against rebinding', async () => {
    const { port } = new URL(devnet.urls.api)
    for (const path of ['/devnet/mail/messages', '/inbox', '/devnet/analytics', '/devnet/faults']) {
      expect(await statusWithHost(path, `rebind.evil.example:${port}`), path).toBe(403)
      expect(await statusWithHost(path, `127.0.0.1:${port}`, 'http://evil.example'), path).toBe(403)
      expect(await statusWithHost(path, `localhost:${port}`), path).toBe(200)
    }
  })
})

/** A GET with a Host header of our choosing (fetch sets its own), as a rebound page would send. */
function statusWithHost(path: string, host: string, origin?: string): Promise<number> {
  const url = new URL(path, devnet.urls.api)
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...(origin ? { origin } : {}) }
    request(url, { headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
      .on('error', reject)
      .end()
  })
}
