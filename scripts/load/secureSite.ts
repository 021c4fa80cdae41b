/**
 * Load on the secure site: concurrent email logins (mail through an SMTP catcher, codes read from
 * it), then signing requests from the logged-in sessions. The real HTTP server on loopback, an
 * in-memory database and a real anvil. Bounded in count; prints a table for docs/reliability.md.
 *   pnpm load:secure-site                 # 200 logins, 1,000 signatures
 *   pnpm load:secure-site 20 100       # a small run
 */
import { siteClient } from '../../apps/secure-site/src/testing/siteClient'
import { startTestSite } from '../../apps/secure-site/src/testing/startTestSite'
import { heapMb, load1, row, rssMb, runBounded, TABLE_HEAD } from './stats'

const [logins = 200, signatures = 1_000] = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number)

// Each visitor gets its own address, so the per-address mail limit is the production one.
const site = await startTestSite({ pollTimeoutMs: 10_000 })
try {
  const memoryBefore = rssMb()
  const heapBefore = heapMb()
  const loadBefore = load1()
  const run = Date.now().toString(36)
  const clients: Array<ReturnType<typeof siteClient>> = []
  const loginRun = await runBounded(logins, logins, async (index) => {
    const client = siteClient(site)
    await client.loginWithEmail(`load-${run}-${index}@example.com`, `device-${run}-${index}`)
    clients.push(client)
  })
  const addresses = await Promise.all(
    clients.map(async (client) => {
      const user = await client.post<{ address: string }>('/api/user', { chainId: 8453 })
      return user.address
    }),
  )
  const signRun = await runBounded(signatures, 100, async (index) => {
    const client = clients[index % clients.length]
    if (!client) throw new Error('no logged-in client')
    const message = `0x${Buffer.from(`load ${index}`).toString('hex')}`
    // Signed by the client's frame key, as the frame approves a request the visitor accepted.
    const result = await client.rpc<string>('personal_sign', [
      message,
      addresses[index % clients.length],
    ])
    if (!/^0x[0-9a-f]{130}$/.test(result)) throw new Error(`bad signature ${result}`)
  })
  const memoryAfter = rssMb()
  const heapLoaded = heapMb()
  // Memory flat: with the visitors gone, the server's heap is back near where it started (what
  // stays is the database's rows: 200 users, their devices and sessions).
  clients.length = 0
  const heapAfter = heapMb()
  console.log(`secure site, load average ${loadBefore} → ${load1()} (2 cores)`)
  console.log(
    `heap after GC: ${heapBefore} MB before, ${heapLoaded} MB after the run, ${heapAfter} MB with the visitors gone`,
  )
  for (const line of [
    ...TABLE_HEAD,
    row(`${logins} concurrent email logins`, loginRun, `${site.mail.mails.length} mails caught`),
    row(
      `${signatures} personal_sign (100 at once)`,
      signRun,
      `RSS ${memoryBefore} → ${memoryAfter} MB`,
    ),
  ])
    console.log(line)
  const errors = [...loginRun.errors, ...signRun.errors]
  if (errors.length) {
    console.error(`${errors.length} errors, first: ${errors[0]}`)
    process.exitCode = 1
  }
} finally {
  await site.stop()
}
