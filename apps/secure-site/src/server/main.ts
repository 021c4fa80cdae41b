import { loadConfig } from './config'
import { startSecureSite } from './startSecureSite'

const site = await startSecureSite(loadConfig())
console.log(`[secure-site] ${site.url}`)
const stop = () => {
  void site.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
