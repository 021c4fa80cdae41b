import { describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { FIXTURE_TOKENS } from '../testing/fixtureData'
import { fillMaxAmount, resetSend, reviewSend, setSendAmount, setSendToken } from './sendForm'

const USDC = FIXTURE_TOKENS[1] as (typeof FIXTURE_TOKENS)[number]
const FEE = { gas: '1', maxFeePerGas: '1', fee: '0', symbol: 'ETH' }

describe('send form actions', () => {
  it('a new token or amount drops the fee that no longer applies and the old problem', () => {
    const core = createTestCore({ connected: true })
    const { send } = core.stores
    Object.assign(send, { fee: FEE, error: 'A token is required' })
    setSendToken(core, USDC)
    expect(send).toMatchObject({ token: { symbol: 'USDC' }, fee: undefined, error: undefined })
    Object.assign(send, { fee: FEE })
    setSendAmount(core, { value: '1.5' })
    expect(send).toMatchObject({ sendTokenAmount: '1.5', fee: undefined })
  })

  it('review shows the problem in the form, or moves on to the preview', () => {
    const core = createTestCore({ connected: true })
    expect(reviewSend(core)).toBe(false)
    expect(core.stores.send.error).toBe('A token is required')
    setSendToken(core, USDC)
    setSendAmount(core, { value: '2' })
    core.stores.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(reviewSend(core)).toBe(true)
    expect(core.stores.router.current.view).toBe('WalletSendPreview')
  })

  it('max fills the whole ERC20 balance (its fee is paid in ETH)', async () => {
    const core = createTestCore({ connected: true })
    setSendToken(core, USDC)
    await fillMaxAmount(core)
    expect(core.stores.send.sendTokenAmount).toBe('1000')
  })

  it('max without a token asks for one; reset empties the form', async () => {
    const core = createTestCore({ connected: true })
    await fillMaxAmount(core)
    expect(core.stores.send.error).toBe('A token is required')
    setSendToken(core, USDC)
    resetSend(core)
    expect(core.stores.send.token).toBeUndefined()
    expect(core.stores.send.error).toBeUndefined()
  })
})
