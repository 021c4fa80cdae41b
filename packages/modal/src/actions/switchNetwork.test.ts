import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { base, solana } from '../utils/networks'
import { openModal, pushView } from './router'
import { switchNetwork } from './switchNetwork'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('switchNetwork', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks the wallet to switch and shows Account once it did', async () => {
    const switchChain = vi.fn(async () => ({}) as never)
    const core = createTestCore({ evm: { switchChain } })
    core.stores.account.address = ADDRESS
    openModal(core.stores)
    pushView(core.stores, 'Networks')
    pushView(core.stores, 'SwitchNetwork', { chainId: 42161 })
    expect(await switchNetwork(core, { chainId: 42161 })).toBe('switched')
    expect(switchChain).toHaveBeenCalledWith(42161)
    expect(core.stores.router.history).toEqual([{ view: 'Account', params: undefined }])
  })

  it('only remembers the network when nothing is connected', async () => {
    const core = createTestCore()
    expect(await switchNetwork(core, { chainId: 42161 })).toBe('switched')
    expect(core.stores.chain.namespaces.eip155?.activeNetwork?.id).toBe(42161)
  })

  it("refuses an unconfigured chain with APKT001 'Network Not Found'", async () => {
    const core = createTestCore()
    expect(await switchNetwork(core, { chainId: 1 })).toBe('failed')
    expect(core.stores.toast.toasts[0]?.message).toBe('Network Not Found')
  })

  it('stays quiet when the visitor declines in the wallet', async () => {
    const core = createTestCore({
      evm: { switchChain: vi.fn(async () => Promise.reject({ code: 4001 })) },
    })
    core.stores.account.address = ADDRESS
    expect(await switchNetwork(core, { chainId: 42161 })).toBe('failed')
    expect(core.stores.toast.toasts).toEqual([])
  })

  it('shows SwitchActiveChain before crossing to another namespace (docs/behaviour.md#views)', async () => {
    const core = createTestCore({ options: { networks: [base, solana] } })
    openModal(core.stores)
    expect(await switchNetwork(core, { chainId: solana.caipNetworkId })).toBe('confirm')
    expect(core.stores.router.current).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana', chainId: solana.caipNetworkId },
    })
    expect(await switchNetwork(core, { chainId: solana.caipNetworkId, confirmed: true })).toBe(
      'switched',
    )
    expect(core.stores.chain.namespaces.solana?.activeNetwork).toEqual(solana)
    expect(core.stores.chain.activeNamespace).toBe('solana')
  })
})
