import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connectFakeWallet } from '../testing/fakeWallet'
import { FIXTURE_TOKENS } from '../testing/fixtureData'
import { sendTokens } from './sendTokens'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'12'.repeat(32)}`
const [ETH, USDC] = FIXTURE_TOKENS as [(typeof FIXTURE_TOKENS)[0], (typeof FIXTURE_TOKENS)[0]]

async function connectedCore(options: { reject?: boolean } = {}) {
  const connected = await connectFakeWallet({ fetch: apiFetch, ...options, hash: HASH, to: TO })
  const preview = { view: 'WalletSendPreview' as const, params: undefined }
  connected.core.stores.router.history = [preview]
  connected.core.stores.router.current = preview
  return connected
}

beforeEach(() => {
  // Balances and activity refresh after a send: answer them without a network.
  apiFetch = vi.fn(async () => Response.json({ balances: [], data: [] })) as unknown as typeof fetch
})

describe('sendTokens', () => {
  it('sends ETH as a value transfer, waits for the receipt, resets the form and shows the hash', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: ETH, sendTokenAmount: '0.01', receiverAddress: TO })
    expect(await sendTokens(core)).toEqual({ status: 'success', hash: HASH })
    expect(sent[0]).toMatchObject({ to: TO.toLowerCase(), value: '0x2386f26fc10000' })
    expect(core.stores.send).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: undefined,
      hash: HASH,
    })
    expect(core.stores.router.current).toMatchObject({
      view: 'WalletSendSuccess',
      params: { hash: HASH, amount: '0.01', symbol: 'ETH' },
    })
  })

  it('sends an ERC20 through transfer(to, amount) on the token contract', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: USDC, sendTokenAmount: '5', receiverAddress: TO })
    await sendTokens(core)
    expect(sent[0]?.to).toBe(USDC.address?.toLowerCase())
    // transfer(address,uint256) = 0xa9059cbb; 5 USDC = 5,000,000 = 0x4c4b40.
    expect(sent[0]?.data).toBe(
      `0xa9059cbb${TO.slice(2).toLowerCase().padStart(64, '0')}${'4c4b40'.padStart(64, '0')}`,
    )
  })

  it('keeps the form exactly as typed when the wallet rejects, quietly', async () => {
    const { core } = await connectedCore({ reject: true })
    Object.assign(core.stores.send, {
      token: USDC,
      sendTokenAmount: '2.50',
      receiverInput: 'bob.reown.id',
      receiverAddress: TO,
    })
    expect(await sendTokens(core)).toEqual({ status: 'rejected' })
    expect(core.stores.send).toMatchObject({
      token: USDC,
      sendTokenAmount: '2.50',
      receiverInput: 'bob.reown.id',
      receiverAddress: TO,
      status: 'idle',
      error: undefined,
    })
    expect(core.stores.toast.toasts).toEqual([])
    expect(core.stores.router.current.view).toBe('WalletSendPreview')
  })

  it('refuses an invalid form before the wallet is asked', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: USDC, sendTokenAmount: '5000', receiverAddress: TO })
    expect(await sendTokens(core)).toEqual({
      status: 'invalid',
      message: 'Insufficient USDC balance',
    })
    expect(sent).toEqual([])
  })
})
