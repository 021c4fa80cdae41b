import { describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { fakeSwapApi, SWAP_AMM, SWAP_TOKENS } from '../testing/fakeSwapApi'
import { connectFakeWallet } from '../testing/fakeWallet'
import { FIXTURE_TOKENS } from '../testing/fixtureData'
import { FORM_SWITCHED } from './formOwner'
import { setSendAmount, setSendToken } from './sendForm'
import { sendTokens } from './sendTokens'
import { loadSwapTokens, setSwapAmount } from './swapForm'
import type { SwapToken } from './swapQuote'
import { swapTokens } from './swapTokens'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'56'.repeat(32)}`
const [ETH, USDC] = FIXTURE_TOKENS as [(typeof FIXTURE_TOKENS)[0], (typeof FIXTURE_TOKENS)[0]]
/** Valtio tells its subscribers after the current microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a switch of chain or account', () => {
  it('clears the Send form filled on the chain before', async () => {
    const core = createTestCore({ connected: true })
    setSendToken(core, USDC)
    setSendAmount(core, { value: '5' })
    core.stores.send.receiverAddress = TO
    core.stores.chain.walletChainId = 42161
    await vi.waitFor(() => expect(core.stores.send.token).toBeUndefined())
    expect(core.stores.send).toMatchObject({ sendTokenAmount: '', receiverAddress: undefined })
  })

  it('clears the Send form filled for the account before', async () => {
    const core = createTestCore({ connected: true })
    setSendToken(core, ETH)
    core.stores.account.address = TO
    await vi.waitFor(() => expect(core.stores.send.token).toBeUndefined())
  })

  it('keeps the Send form while neither changes', async () => {
    const core = createTestCore({ connected: true })
    setSendToken(core, ETH)
    core.stores.account.balance = '2'
    await settle()
    expect(core.stores.send.token?.symbol).toBe('ETH')
  })

  it('clears the Swap form and its token list', async () => {
    const api = fakeSwapApi()
    const core = createTestCore({ connected: true, fetch: api.fetch as unknown as typeof fetch })
    await loadSwapTokens(core)
    setSwapAmount(core, { value: '0.01' })
    expect(core.stores.swap.list.status).toBe('ready')
    core.stores.chain.walletChainId = 42161
    await vi.waitFor(() => expect(core.stores.swap.amount).toBe(''))
    expect(core.stores.swap).toMatchObject({ list: { status: 'loading' }, fromAddress: '' })
  })

  it('refuses at submit a token of another chain than the wallet is on, sending nothing', async () => {
    const apiFetch = vi.fn(async () => Response.json({ balances: [], data: [] }))
    const { core, sent } = await connectFakeWallet({
      fetch: apiFetch as unknown as typeof fetch,
      hash: HASH,
      to: TO,
    })
    // A form filled before the switch (no watcher saw it): USDC of eip155:8453 on chain 42161.
    Object.assign(core.stores.send, { token: USDC, sendTokenAmount: '5', receiverAddress: TO })
    core.stores.chain.walletChainId = 42161
    expect(await sendTokens(core)).toEqual({ status: 'invalid', message: FORM_SWITCHED })
    expect(core.stores.send.error).toBe(FORM_SWITCHED)
    expect(core.stores.send.sendTokenAmount).toBe('5')
    expect(sent).toHaveLength(0)
  })

  it('refuses at submit a swap of tokens of another chain, sending nothing', async () => {
    const api = fakeSwapApi()
    const { core, sent } = await connectFakeWallet({
      fetch: api.fetch as unknown as typeof fetch,
      hash: HASH,
      to: SWAP_AMM,
    })
    const from: SwapToken = { ...(SWAP_TOKENS[0] as SwapToken), balance: '9' }
    const to: SwapToken = { ...(SWAP_TOKENS[1] as SwapToken), balance: '0' }
    core.stores.chain.walletChainId = 42161
    expect(await swapTokens(core, { from, to, amount: '0.01' })).toEqual({
      status: 'invalid',
      message: FORM_SWITCHED,
    })
    expect(sent).toHaveLength(0)
  })
})
