import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Address } from 'viem'
import { createOriginsSource } from './auth/origins'
import type { SecureSiteConfig } from './config'
import { createMailer } from './createMailer'
import { createSecureSite } from './createSecureSite'
import { fetchDevnetContracts, findFactoryAddress } from './devnetContracts'
import { devFrameAssets, distFrameAssets } from './frameAssets'
import { openStorage } from './openStorage'
import { SOLANA_NETWORK_IDS } from './wallet/createSolanaWallet'
import { fundWithAirdrop } from './wallet/fundWithAirdrop'
import { fundWithAnvil } from './wallet/fundWithAnvil'

/** Bind addresses that only this machine can reach. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** Starts the secure site against a running devnet: its chains, factory, mail and origins. */
export async function startSecureSite(config: SecureSiteConfig) {
  // The stand-ins would let anyone who reaches the site sign in as anyone.
  if (config.devnet && !LOOPBACK_HOSTS.has(config.host)) {
    throw new Error(
      `W3M_SECURE_SITE_DEVNET=1 serves login stand-ins: bind to loopback, not ${config.host}`,
    )
  }
  const { db, keys } = await openStorage(config)
  const contracts = await fetchDevnetContracts(config.devnetUrl)
  const chains = config.chains.map((chain) => ({
    ...chain,
    factory: (config.factoryOverrides[chain.chainId] ??
      findFactoryAddress(contracts, chain.chainId)) as Address | undefined,
  }))
  for (const chain of chains) {
    if (!chain.factory) {
      console.warn(`[secure-site] no SmartAccountFactory on ${chain.chainId}: smart accounts off`)
    }
  }
  const frameAssets = config.frameAssets === 'dist' ? distFrameAssets() : devFrameAssets()
  // Build before listening, so a healthy site serves its frame at once (the page waits 20 s).
  await frameAssets.get('frame.js').catch((error: unknown) => {
    console.error('[secure-site] the frame page could not be built:', error)
  })
  const { app } = createSecureSite({
    siteUrl: config.siteUrl,
    db,
    serverKey: keys.current,
    previousServerKeys: keys.previous,
    mailer: createMailer({ ...config.smtp, from: 'w3m secure site <no-reply@localhost>' }),
    chains,
    defaultChainId: 8453,
    origins: createOriginsSource(config.devnetUrl),
    frameAssets,
    standIns: config.devnet,
    fundAccount: config.devnet ? fundWithAnvil(chains.map((chain) => chain.rpcUrl)) : undefined,
    solanaNetworks: SOLANA_NETWORK_IDS.map((caipNetworkId) => ({
      caipNetworkId,
      rpcUrl: config.solanaRpcUrl,
    })),
    fundSolanaAccount: config.devnet ? fundWithAirdrop(config.solanaRpcUrl) : undefined,
  })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve())
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${config.host}:${port}`,
    chains,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
