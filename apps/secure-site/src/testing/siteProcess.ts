/**
 * One instance of the test site as a process of its own, for tests that kill one: reads its
 * parts from W3M_TEST_SITE (JSON: `databaseUrl`, `rpcUrl`, `factory`, `smtpPort`) and prints
 * `listening <url>` once it serves. Started by `startSiteProcess`.
 */
import { createDatabase } from '../server/db/createDatabase'
import { serveTestSite } from './startTestSite'

const parts = JSON.parse(process.env.W3M_TEST_SITE ?? '{}') as {
  databaseUrl: string
  rpcUrl: string
  factory?: `0x${string}`
  smtpPort: number
}
const db = await createDatabase({ url: parts.databaseUrl })
const site = await serveTestSite({ db, ...parts })
console.log(`listening ${site.url}`)
