import { DEVNET_CHAINS } from './chains'
import { deployContracts } from './deployContracts'
import { rpc } from './rpc'
import { GENESIS_DAYS_AGO, seedHistory } from './seedHistory'
import { type AnvilNode, startAnvil } from './startAnvil'

/** The running chains, by chain id. */
export type DevnetChains = {
  nodes: AnvilNode[]
  rpcUrls: Record<number, string>
  close(): Promise<void>
}

export type StartChainsParameters = { host: string; ports: Record<number, number> }

/** Starts both anvil nodes at once, deploys the contracts and seeds history on each. */
export async function startChains(params: StartChainsParameters): Promise<DevnetChains> {
  const now = Math.floor(Date.now() / 1000)
  const genesis = now - GENESIS_DAYS_AGO * 86_400
  const started = await Promise.allSettled(
    DEVNET_CHAINS.map((chain) =>
      startAnvil({
        chainId: chain.id,
        host: params.host,
        port: params.ports[chain.id] ?? 0,
        genesisTimestamp: genesis,
      }),
    ),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const close = async () => {
    await Promise.all(nodes.map((node) => node.close()))
  }
  try {
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    await Promise.all(
      nodes.map(async (node) => {
        await deployContracts(node.url, genesis + 60)
        await seedHistory(node.url, now)
        // Seeding moved the clock into the past; new blocks carry the wall-clock time again.
        await rpc(node.url, 'evm_setTime', [Math.floor(Date.now() / 1000)])
      }),
    )
  } catch (error) {
    await close()
    throw error
  }
  return {
    nodes,
    rpcUrls: Object.fromEntries(nodes.map((node) => [node.chainId, node.url])),
    close,
  }
}
