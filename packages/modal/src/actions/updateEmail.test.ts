import { FrameReplyError } from '@w3m/frame-bridge'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAuthTestCore,
  createFakeFrameClient,
  type FakeReplies,
} from '../testing/fakeAuthRuntime'
import { provideAuthRuntime } from './loadAuthConnector'
import {
  updateEmail,
  verifyUpdateEmailPrimaryOtp,
  verifyUpdateEmailSecondaryOtp,
} from './updateEmail'

function setup(replies: FakeReplies) {
  const client = createFakeFrameClient(replies)
  const test = createAuthTestCore(client)
  provideAuthRuntime(test.core, test.runtime)
  test.core.stores.account.user = { email: 'old@example.com' }
  return { ...test, client }
}

beforeEach(() => localStorage.clear())

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
})
