import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteClient } from '../testing/siteClient'
import { linkOf } from '../testing/startMailCatcher'
import { startTestSite } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

/** A raw request, since fetch will not send a Host header of our choosing. */
function rawPost(path: string, headers: Record<string, string>, body: unknown) {
  const url = new URL(path, site.url)
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

describe("the site's own origin comes from configuration", () => {
  it('a poisoned Host header changes neither the mailed link nor the Origin check', async () => {
    const evil = 'evil.example:80'
    const refused = await rawPost(
      '/api/email/connect',
      { host: evil, origin: `http://${evil}` },
      { email: 'host@example.com', deviceId: 'device-h' },
    )
    expect(refused.status).toBe(403)

    const sent = site.mail.mails.length
    const accepted = await rawPost(
      '/api/email/connect',
      { host: evil },
      { email: 'host@example.com', deviceId: 'device-h' },
    )
    expect(accepted.status).toBe(200)
    const link = new URL(linkOf(await site.mail.latest('host@example.com', sent)))
    expect(link.origin).toBe(site.url)
  })

  it('refuses a browser request that is not same-origin, whatever its Origin says', async () => {
    const response = await fetch(`${site.url}/api/networks`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
    expect(await siteClient(site).get('/api/networks')).toEqual({
      smartAccountEnabledNetworks: [8453],
    })
  })
})
