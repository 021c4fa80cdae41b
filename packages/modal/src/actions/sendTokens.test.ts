import { beforeEach, describe, expect, it, vi } from 'vitest'
import { connectFakeWallet } from '../testing/fakeWallet'
import { FIXTURE_TOKENS } from '../testing/fixtureData'
import { sendTokens } from './sendTokens'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'12'.repeat(32)}`
const [ETH, USDC] = FIXTURE_TOKENS as [(typeof FIXTURE_TOKENS)[0], (typeof FIXTURE_TOKENS)[0]]

async function connectedCore(
  options: { reject?: boolean; revert?: boolean; pool?: { mined: boolean } } = {},
) {
  const connected = await connectFakeWallet({
    fetch: apiFetch,
    ...options,
    hash: HASH,
    to: TO,
    // The receipt wait runs out fast: a slow receipt without waiting three minutes.
    options: { receiptTimeoutMs: 50 },
  })
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

  it('shows a slow receipt as pending with its hash, keeps Send off, and completes once mined', async () => {
    const pool = { mined: false }
    const { core, sent } = await connectedCore({ pool })
    Object.assign(core.stores.send, { token: ETH, sendTokenAmount: '0.01', receiverAddress: TO })
    const result = sendTokens(core)
    // The wait ran out: pending, not failed; the hash stays and no error shows.
    await vi.waitFor(() => expect(core.stores.send.status).toBe('pending'), { timeout: 5_000 })
    expect(core.stores.send).toMatchObject({
      hash: HASH,
      error: undefined,
      sendTokenAmount: '0.01',
    })
    expect(core.stores.toast.toasts).toEqual([])
    // A second press refuses: the first send may still be mined.
    expect(await sendTokens(core)).toEqual({
      status: 'invalid',
      message: 'A send is already under way',
    })
    expect(sent).toHaveLength(1)
    pool.mined = true
    expect(await result).toEqual({ status: 'success', hash: HASH })
    expect(core.stores.router.current).toMatchObject({ view: 'WalletSendSuccess' })
  })

  it('fails on a reverted receipt: Failed to send, the form kept', async () => {
    const { core } = await connectedCore({ revert: true })
    Object.assign(core.stores.send, { token: ETH, sendTokenAmount: '0.01', receiverAddress: TO })
    expect(await sendTokens(core)).toEqual({ status: 'failed', message: 'Failed to send' })
    expect(core.stores.send).toMatchObject({ status: 'idle', sendTokenAmount: '0.01' })
  })

  it('stops watching quietly when the send form is reset meanwhile (a disconnect)', async () => {
    const { core } = await connectedCore({ pool: { mined: false } })
    Object.assign(core.stores.send, { token: ETH, sendTokenAmount: '0.01', receiverAddress: TO })
    const result = sendTokens(core)
    await vi.waitFor(() => expect(core.stores.send.status).toBe('pending'), { timeout: 5_000 })
    core.stores.send.hash = undefined
    expect(await result).toEqual({ status: 'pending', hash: HASH })
  })
})
