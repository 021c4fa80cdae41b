import { type Address, type Hex, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, type TestDatabase } from '../testing/openTestDatabase'
import { formPost as form, siteClient } from '../testing/siteClient'
import { codeOf, linkOf, startMailCatcher } from '../testing/startMailCatcher'
import { startSiteProcess } from '../testing/startSiteProcess'
import { startTestChain } from '../testing/startTestChain'

// Two site processes over one Postgres (PGlite's folder belongs to a single process, so this
// runs only with DATABASE_URL: scripts/with-postgres.sh). One dies by SIGKILL mid-login.
const postgres = !!process.env.DATABASE_URL
let chain: Awaited<ReturnType<typeof startTestChain>>
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let database: TestDatabase
let processes: Array<Awaited<ReturnType<typeof startSiteProcess>>> = []

beforeAll(async () => {
  if (!postgres) return
  chain = await startTestChain(8453)
  mail = await startMailCatcher()
  database = await openTestDatabase()
  const parts = {
    databaseUrl: database.url!,
    rpcUrl: chain.rpcUrl,
    factory: chain.factory,
    smtpPort: mail.port,
  }
  processes = await Promise.all([startSiteProcess(parts), startSiteProcess(parts)])
}, 120_000)
afterAll(async () => {
  await Promise.all(processes.map((child) => child.kill()))
  await mail?.close()
  await database?.drop()
  chain?.stop()
})

const client = (url: string) => siteClient({ url, mail })

describe.skipIf(!postgres)('an instance killed in the middle of a login', () => {
  it('loses nothing: the visitor finishes on the other instance, sessions made on it live on', async () => {
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]]
    // A visitor who signed in on A before it dies.
    const earlier = client(a.url)
    await earlier.loginWithEmail('earlier@example.com', 'device-earlier')
    const { address } = await earlier.post<{ address: Address }>('/api/user', {})

    // Another is half-way: the approval link is mailed and the frame is waiting on A.
    const onA = client(a.url)
    const start = await onA.post<{ action: string; loginId: string }>('/api/email/connect', {
      email: 'midway@example.com',
      deviceId: 'device-midway',
    })
    expect(start.action).toBe('VERIFY_DEVICE')
    const token = new URL(linkOf(await mail.latest('midway@example.com'))).searchParams.get(
      'token',
    )!
    const waiting = onA.post('/api/email/device', { loginId: start.loginId })
    const cutOff = expect(waiting).rejects.toThrow('fetch failed')
    await a.kill()
    await cutOff

    // The load balancer sends everything to B now: the link, the wait, the code.
    const onB = onA.at(b.url)
    const sent = mail.mails.length
    expect((await fetch(`${b.url}/device/approve`, form({ token }))).status).toBe(200)
    expect(await onB.post('/api/email/device', { loginId: start.loginId })).toEqual({
      approved: true,
    })
    const code = codeOf(await mail.latest('midway@example.com', sent))
    const { token: session } = await onB.post<{ token: string }>('/api/email/otp', {
      loginId: start.loginId,
      otp: code,
    })
    onB.token = session
    const user = await onB.post<{ email: string; address: Address }>('/api/user', {})
    expect(user.email).toBe('midway@example.com')

    // The earlier visitor's session and key survived A: B signs for them.
    const signature = await earlier.at(b.url).rpc<Hex>('personal_sign', ['0x6869', address])
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(address)
  })
})
