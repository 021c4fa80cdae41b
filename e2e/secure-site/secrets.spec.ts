import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { type Hex, parseEther } from '../../apps/secure-site/src/testing/chainTools'
import { serveHostPage } from '../../apps/secure-site/src/testing/serveHostPage'
import { startTestSite, TEST_PROJECT_ID } from '../../apps/secure-site/src/testing/startTestSite'
import { expect, test } from '../fixtures'
import { emailLoginOnHost } from './siteSteps'

// Everything a host page can see during an embedded login, a signature and a send, searched for
// the visitor's private key and the site's server key in every encoding a leak would take.
const SERVER_KEY = randomBytes(32)
const EMAIL = 'e2e-secrets@example.com'

let site: Awaited<ReturnType<typeof startTestSite>>
let host: Awaited<ReturnType<typeof serveHostPage>>

test.beforeAll(async () => {
  site = await startTestSite({ pollTimeoutMs: 5_000, serverKey: SERVER_KEY })
  host = await serveHostPage({ siteUrl: site.url, projectId: TEST_PROJECT_ID })
})
test.afterAll(async () => {
  await host?.close()
  await site?.stop()
})

/** The forms a 32-byte secret takes on the wire or in storage, whole and as a telltale slice. */
function secretForms(bytes: Buffer): string[] {
  const hex = bytes.toString('hex')
  const forms = [hex, `0x${hex}`, bytes.toString('base64'), bytes.toString('base64url')]
  // A slice of 24 characters from the middle catches a secret cut up or wrapped in other text.
  return [...forms, ...forms.map((form) => form.slice(form.length / 2 - 12, form.length / 2 + 12))]
}

/** The forms of `secrets` that appear in `seen`, case-blind (hex may be upper-cased). */
function leaks(seen: readonly string[], secrets: Record<string, Buffer>): string[] {
  const text = seen.join('\n')
  const lower = text.toLowerCase()
  return Object.entries(secrets).flatMap(([name, bytes]) =>
    secretForms(bytes)
      .filter((form) => text.includes(form) || lower.includes(form.toLowerCase()))
      .map((form) => `${name}: ${form}`),
  )
}

/** Records what the host page receives: its window's messages and the bodies of its fetches. */
async function watchPage(page: Page, seen: string[]): Promise<void> {
  await page.exposeBinding('__w3mSeen', ({ frame }, data: string) => {
    if (frame === page.mainFrame()) seen.push(data)
  })
  await page.addInitScript(() => {
    if (window !== window.top) return
    window.addEventListener('message', (event) => {
      let data: string
      try {
        data = JSON.stringify(event.data)
      } catch {
        data = String(event.data)
      }
      ;(window as unknown as { __w3mSeen(data: string): void }).__w3mSeen(data)
    })
  })
  page.on('response', async (response) => {
    if (response.frame() !== page.mainFrame()) return
    seen.push(response.url(), JSON.stringify(response.headers()))
    seen.push(await response.text().catch(() => ''))
  })
}

/** Storage and cookies a script of the host page can read. */
const pageStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
    }),
  )

async function approveInFrame(page: Page, method: string, params: unknown[]): Promise<unknown> {
  await page.evaluate(
    ({ method, params }) => {
      window.w3m.pending.rpc = window.w3m.client.rpcRequest({ method, params })
      window.w3m.pending.rpc.catch(() => {})
      window.w3m.showFrame()
    },
    { method, params },
  )
  await page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click()
  await page.evaluate(() => window.w3m.hideFrame())
  return page.evaluate(() => window.w3m.pending.rpc)
}

test('the finder sees a key in each form it looks for', () => {
  const key = randomBytes(32)
  for (const form of secretForms(key)) expect(leaks([`x${form}x`], { key })).not.toEqual([])
  expect(leaks([randomBytes(32).toString('hex')], { key })).toEqual([])
})

test('no private key and no server key reach the host page during login, signing and a send', async ({
  page,
}) => {
  const seen: string[] = []
  await watchPage(page, seen)
  await page.goto(host.url)
  await emailLoginOnHost(page, site, EMAIL)
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  seen.push(await pageStorage(page))

  await approveInFrame(page, 'personal_sign', ['0x68656c6c6f', user.address])
  const value = `0x${parseEther('0.001').toString(16)}`
  const hash = (await approveInFrame(page, 'eth_sendTransaction', [
    { from: user.address, to: '0x00000000000000000000000000000000000e2e03', value },
  ])) as Hex
  await site.chain.client.waitForTransactionReceipt({ hash })
  await page.reload()
  seen.push(await pageStorage(page))

  const [row] = await site.db.query<{ id: string }>('select id from users where email = $1', [
    EMAIL,
  ])
  const privateKey = Buffer.from((await site.services.users.privateKey(row!.id)).slice(2), 'hex')
  expect(seen.length).toBeGreaterThan(10)
  expect(leaks(seen, { privateKey, serverKey: SERVER_KEY })).toEqual([])
})
