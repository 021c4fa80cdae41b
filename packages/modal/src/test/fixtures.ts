import { createStores } from '../stores/createStores'
import { type ModalOptions, resolveOptions } from '../utils/resolveOptions'

/** Fresh stores for a test or a story, pointed at the local stack's default URLs. */
export function createTestStores(options: Partial<ModalOptions> = {}) {
  return createStores(
    resolveOptions({
      projectId: '11111111111111111111111111111111',
      blockchainApiUrl: 'http://127.0.0.1:4100',
      explorerApiUrl: 'http://127.0.0.1:4100',
      secureSiteUrl: 'http://localhost:4200/sdk',
      relayUrl: 'ws://127.0.0.1:4150',
      rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
      ...options,
    }),
  )
}
