import { createCluster } from './createCluster'
import { seedCluster } from './seedCluster'
import { startSolanaRpc } from './startSolanaRpc'

/** A slot every 400 ms, as on the real clusters, so blockhashes age and expire. */
const SLOT_MS = 400

/** Starts the seeded local cluster and its RPC; `close` stops both. */
export async function startSolana(options: { host: string; port: number }) {
  const cluster = createCluster({ slotMs: SLOT_MS })
  try {
    seedCluster(cluster)
    const rpc = await startSolanaRpc({ cluster, ...options })
    return {
      cluster,
      url: rpc.url,
      wsUrl: rpc.wsUrl,
      close: async () => {
        await rpc.close()
        cluster.close()
      },
    }
  } catch (error) {
    cluster.close()
    throw error
  }
}

/** The started cluster and its URLs. */
export type StartedSolana = Awaited<ReturnType<typeof startSolana>>
