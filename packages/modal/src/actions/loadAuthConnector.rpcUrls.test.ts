import { expect, it, vi } from 'vitest'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { solana } from '../utils/networks'
import { loadAuthConnector } from './loadAuthConnector'

const created = vi.hoisted(() => [] as unknown[])
vi.mock('../connectors/auth', async (original) => {
  const actual = await original<typeof import('../connectors/auth')>()
  return {
    ...actual,
    createFrameClient: (options: Parameters<typeof actual.createFrameClient>[0]) => {
      created.push(options)
      return actual.createFrameClient(options)
    },
  }
})

it('hands the frame client every configured RPC URL, so each request carries its own chain one', async () => {
  const stores = createTestCore({
    options: {
      networks: [...createTestCore().stores.options.networks, solana],
      rpcUrls: { [solana.caipNetworkId]: 'http://127.0.0.1:8899' },
    },
  }).stores
  const core = {
    stores,
    evm: { addConnector: () => 'w3mAuth' } as unknown as EvmAdapter,
  } as Core
  await loadAuthConnector(core)
  expect(created[0]).toMatchObject({
    chainId: 8453,
    rpcUrls: {
      8453: stores.options.rpcUrls[8453],
      42161: stores.options.rpcUrls[42161],
      [solana.caipNetworkId]: 'http://127.0.0.1:8899',
    },
  })
})
