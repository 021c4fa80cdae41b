import { FrameReplyError } from '@w3m/frame-bridge'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createAuthTestCore,
  createFakeFrameClient,
  type FakeReplies,
} from '../testing/fakeAuthRuntime'
import { provideAuthRuntime } from './loadAuthConnector'
import {
  EMAIL_CHANGE_POLL_MS,
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
  watchEmailChange,
} from './updateEmail'

function setup(replies: FakeReplies) {
  const client = createFakeFrameClient(replies)
  const test = createAuthTestCore(client)
  provideAuthRuntime(test.core, test.runtime)
  test.core.stores.account.user = { email: 'old@example.com' }
  return { ...test, client }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('updateEmail', () => {
  it('new address, code to the old one, code to the new one: the account shows the new email', async () => {
    const { core, client } = setup({
      updateEmail: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      updateEmailPrimaryOtp: () => undefined,
      updateEmailSecondaryOtp: () => ({ newEmail: 'new@example.com' }),
    })
    expect(await updateEmail(core, { email: 'new@example.com' })).toBe(true)
    expect(core.stores.auth.updateEmail.step).toBe('primaryOtp')
    expect(await verifyUpdateEmailPrimaryOtp(core, { otp: '111111' })).toBe(true)
    expect(core.stores.auth.updateEmail.step).toBe('secondaryOtp')
    expect(await verifyUpdateEmailSecondaryOtp(core, { otp: '222222' })).toBe(true)
    expect(core.stores.account.user?.email).toBe('new@example.com')
    expect(core.stores.router.current.view).toBe('Account')
    expect(client.calls.map((call) => [call.name, call.payload])).toEqual([
      ['updateEmail', { email: 'new@example.com' }],
      ['updateEmailPrimaryOtp', { otp: '111111' }],
      ['updateEmailSecondaryOtp', { otp: '222222' }],
    ])
  })

  it('a wrong secondary code stays on that step with the reason', async () => {
    const { core } = setup({
      updateEmailSecondaryOtp: () => {
        throw new FrameReplyError('Invalid code', 'x')
      },
    })
    core.stores.auth.updateEmail.step = 'secondaryOtp'
    expect(await verifyUpdateEmailSecondaryOtp(core, { otp: '000000' })).toBe(false)
    expect(core.stores.auth.updateEmail).toMatchObject({
      step: 'secondaryOtp',
      error: 'Invalid code',
    })
    expect(core.stores.account.user?.email).toBe('old@example.com')
  })

  it('polls the login every 1 s while a code is awaited, and finishes when the new address is in', async () => {
    vi.useFakeTimers()
    let email = 'old@example.com'
    const { core, client } = setup({
      updateEmail: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      getUser: () => ({ email, address: '0x1', chainId: 8453 }),
    })
    await updateEmail(core, { email: 'new@example.com' })
    const stop = watchEmailChange(core)
    const polls = () => client.calls.filter((call) => call.name === 'getUser').length
    expect(EMAIL_CHANGE_POLL_MS).toBe(1_000)
    await vi.advanceTimersByTimeAsync(999)
    expect(polls()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(polls()).toBe(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(polls()).toBe(3)
    expect(core.stores.auth.updateEmail.step).toBe('primaryOtp')
    // Confirmed in another tab: the next poll sees it.
    email = 'new@example.com'
    await vi.advanceTimersByTimeAsync(1_000)
    expect(core.stores.account.user?.email).toBe('new@example.com')
    expect(core.stores.auth.updateEmail.step).toBe('enterEmail')
    expect(core.stores.router.current.view).toBe('Account')
    // Nothing pending any more: no further reads, and the stop clears the timer.
    await vi.advanceTimersByTimeAsync(3_000)
    expect(polls()).toBe(4)
    stop()
  })

  it('does not poll before a code is awaited, and a failed read waits for the next tick', async () => {
    vi.useFakeTimers()
    let fail = true
    const { core, client } = setup({
      getUser: () => {
        if (fail) throw new FrameReplyError('busy', 'x')
        return { email: 'new@example.com', address: '0x1', chainId: 8453 }
      },
    })
    const stop = watchEmailChange(core)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(client.calls).toEqual([])
    Object.assign(core.stores.auth.updateEmail, {
      step: 'secondaryOtp',
      newEmail: 'new@example.com',
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(core.stores.auth.updateEmail.step).toBe('secondaryOtp')
    fail = false
    await vi.advanceTimersByTimeAsync(1_000)
    expect(core.stores.account.user?.email).toBe('new@example.com')
    stop()
  })
})
