import { describe, expect, it, vi } from 'vitest'
import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import { createTestCore } from '../testing/createTestCore'
import { connectFixtureOnSolana, SOLANA_OPTIONS } from '../testing/solanaFixture'
import { SOLANA_WALLET_KEY } from './ensureSolana'
import { openModal, pushView } from './router'
import { switchActiveChain } from './switchActiveChain'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DUAL = { name: 'Devnet Wallet', icon: 'data:image/svg+xml,d', rdns: 'dev.w3m.devnet-wallet' }
const SOLANA_ONLY = { name: 'Devnet Solana Wallet', icon: 'data:image/svg+xml,s' }

/** A core connected on Base through the devnet wallet, with Networks → SwitchActiveChain open. */
function onEvm(standardWallets = [DUAL, SOLANA_ONLY]) {
  const core = createTestCore({ options: SOLANA_OPTIONS, connected: true })
  core.solana = { disconnect: vi.fn(async () => {}) } as unknown as SolanaAdapter
  core.stores.connectors.standardWallets = standardWallets
  core.stores.connections.activeConnectorId = 'dev.w3m.devnet-wallet'
  core.stores.connectors.connectors = [
    {
      id: 'dev.w3m.devnet-wallet',
      name: 'Devnet Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: 'dev.w3m.devnet-wallet',
    },
  ]
  openModal(core.stores, 'Account')
  pushView(core.stores, 'Networks')
  pushView(core.stores, 'SwitchActiveChain', { namespace: 'solana', chainId: SOLANA })
  return core
}

describe('switchActiveChain', () => {
  it('connects the same wallet on Solana when it speaks both (EVM → Solana)', async () => {
    const core = onEvm()
    expect(await switchActiveChain(core, { namespace: 'solana', chainId: SOLANA })).toBe(
      'same-wallet',
    )
    expect(core.stores.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'dev.w3m.devnet-wallet', solanaWallet: 'Devnet Wallet' },
    })
    // The EVM side stays until Solana connected (connectSolana lets it go then).
    expect(core.stores.chain.activeNamespace).toBe('eip155')
  })

  it('goes back to Connect listing Solana wallets only when the wallet speaks EVM only', async () => {
    const core = onEvm([SOLANA_ONLY])
    expect(await switchActiveChain(core, { namespace: 'solana', chainId: SOLANA })).toBe('connect')
    expect(core.stores.router.history).toEqual([{ view: 'Connect', params: undefined }])
    expect(core.stores.modal.connectNamespace).toBe('solana')
  })

  it('from Solana, lets the Solana wallet go (not restored on reload) and connects its EVM side', async () => {
    const core = onEvm()
    connectFixtureOnSolana(core.stores)
    core.storage = window.localStorage
    window.localStorage.setItem(SOLANA_WALLET_KEY, 'Devnet Wallet')
    expect(await switchActiveChain(core, { namespace: 'eip155', chainId: 8453 })).toBe(
      'same-wallet',
    )
    expect(core.solana?.disconnect).toHaveBeenCalledWith('Devnet Wallet')
    expect(window.localStorage.getItem(SOLANA_WALLET_KEY)).toBeNull()
    expect(core.stores.chain.activeNamespace).toBe('eip155')
    expect(core.stores.modal.open).toBe(true)
    expect(core.stores.router.current).toEqual({
      view: 'ConnectingExternal',
      params: { connectorId: 'dev.w3m.devnet-wallet' },
    })
  })

  it('only changes the active namespace when nothing is connected', async () => {
    const core = createTestCore({ options: SOLANA_OPTIONS })
    expect(await switchActiveChain(core, { namespace: 'solana', chainId: SOLANA })).toBe('switched')
    expect(core.stores.chain.activeNamespace).toBe('solana')
  })
})
