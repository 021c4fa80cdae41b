import { serve } from '@hono/node-server'
import type { Address } from 'viem'
import { createOriginsSource } from './auth/origins'
import { loadConfig } from './config'
import { createMailer } from './createMailer'
import { createSecureSite } from './createSecureSite'
import { createDatabase } from './db/createDatabase'
import { fetchDevnetContracts, findFactoryAddress } from './devnetContracts'
import { devFrameAssets, distFrameAssets } from './frameAssets'
import { fundWithAnvil } from './wallet/fundWithAnvil'
import { loadServerKey } from './wallet/keyVault'

const config = loadConfig()
const db = await createDatabase(`${config.dataDir}/db`)
const contracts = await fetchDevnetContracts(config.devnetUrl)
const chains = config.chains.map((chain) => ({
  ...chain,
  factory: (config.factoryOverrides[chain.chainId] ??
    findFactoryAddress(contracts, chain.chainId)) as Address | undefined,
}))
for (const chain of chains) {
  if (!chain.factory)
    console.warn(
      `[secure-site] no SmartAccountFactory for ${chain.chainId}: smart accounts off there`,
    )
}

const { app } = createSecureSite({
  db,
  serverKey: loadServerKey(config.serverKey, `${config.dataDir}/server.key`),
  mailer: createMailer({ ...config.smtp, from: 'w3m secure site <no-reply@localhost>' }),
  chains,
  defaultChainId: 8453,
  origins: createOriginsSource(config.devnetUrl),
  frameAssets: config.frameAssets === 'dist' ? distFrameAssets() : devFrameAssets(),
  fundAccount: fundWithAnvil(chains.map((chain) => chain.rpcUrl)),
})

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`[secure-site] http://${config.host}:${info.port}`)
})
const stop = () => {
  server.close()
  void db.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
