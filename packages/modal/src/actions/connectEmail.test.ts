import {
  FrameLoadTimeoutError,
  FrameReplyError,
  FrameRequestTimeoutError,
  InvalidEmailError,
} from '@w3m/frame-bridge'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createAuthTestCore, createFakeFrameClient } from '../testing/fakeAuthRuntime'
import { connectEmail, verifyEmailOtp } from './connectEmail'
import { provideAuthRuntime } from './loadAuthConnector'

const EMAIL = 'visitor@example.com'
const toasts = (core: ReturnType<typeof setup>['core']) =>
  core.stores.toast.toasts.map((toast) => toast.message)

function setup(replies: Parameters<typeof createFakeFrameClient>[0]) {
  const client = createFakeFrameClient(replies)
  const test = createAuthTestCore(client)
  provideAuthRuntime(test.core, test.runtime)
  return { ...test, client }
}

beforeEach(() => localStorage.clear())

describe('connectEmail', () => {
  it('new device: waits for the approval link, then takes the code and shows Account', async () => {
    let approve: () => void = () => {}
    const { core, connected, client } = setup({
      connectEmail: () => {
        client.storage.setEmailSent()
        return { action: 'VERIFY_DEVICE' }
      },
      connectDevice: () => new Promise<void>((resolve) => (approve = resolve)),
      connectOtp: () => undefined,
    })
    expect(await connectEmail(core, { email: EMAIL })).toBe('verifyDevice')
    expect(core.stores.auth.email.step).toBe('verifyDevice')
    // The next send waits 30 s (docs/behaviour.md#limits).
    expect(core.stores.auth.email.resendAt - Date.now()).toBeGreaterThan(29_000)
    approve()
    await expect.poll(() => core.stores.auth.email.step).toBe('verifyOtp')
    expect(await verifyEmailOtp(core, { otp: '123456' })).toBe(true)
    expect(client.calls.map((call) => call.name)).toEqual([
      'connectEmail',
      'connectDevice',
      'connectOtp',
    ])
    expect(client.calls[2]?.payload).toEqual({ otp: '123456' })
    expect(connected).toEqual([{ connectorId: 'w3mAuth', chainId: 8453 }])
    expect(core.stores.router.current.view).toBe('Account')
  })

  it("a malformed address warns APKTW002 'Invalid Email Address' and keeps the spec's words", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { core } = setup({
      connectEmail: () => {
        throw new InvalidEmailError()
      },
    })
    core.stores.auth.email.address = 'not-an-email'
    expect(await connectEmail(core, { email: 'not-an-email' })).toBe('failed')
    expect(core.stores.auth.email.error).toBe('Please enter a valid email address')
    expect(warn).toHaveBeenCalledWith('[w3m] APKTW002 Invalid Email Address: not-an-email')
    warn.mockRestore()
  })

  it('a known device goes straight to the code', async () => {
    const { core } = setup({ connectEmail: () => ({ action: 'VERIFY_OTP' }) })
    expect(await connectEmail(core, { email: EMAIL })).toBe('verifyOtp')
    expect(core.stores.auth.email.step).toBe('verifyOtp')
  })

  it('a wrong code keeps the code step with the frame’s words', async () => {
    const { core, connected } = setup({
      connectEmail: () => ({ action: 'VERIFY_OTP' }),
      connectOtp: () => {
        throw new FrameReplyError('Invalid code', '@w3m-frame/CONNECT_OTP')
      },
    })
    await connectEmail(core, { email: EMAIL })
    expect(await verifyEmailOtp(core, { otp: '000000' })).toBe(false)
    expect(core.stores.auth.email).toMatchObject({ step: 'verifyOtp', error: 'Invalid code' })
    expect(toasts(core)).toEqual(['Invalid code'])
    expect(connected).toEqual([])
  })

  it.each([
    [new FrameLoadTimeoutError(20_000), 'Network Error: Wallet Load Failed'],
    [new FrameRequestTimeoutError('@w3m-app/CONNECT_EMAIL', 120_000), 'Wallet Request Timeout'],
  ])('frame timeouts reach the visitor as APKT003/APKT004 wording', async (error, words) => {
    const { core } = setup({
      connectEmail: () => {
        throw error
      },
    })
    expect(await connectEmail(core, { email: EMAIL })).toBe('failed')
    expect(core.stores.auth.email).toMatchObject({ step: 'idle', error: words })
    expect(toasts(core)).toEqual([words])
  })

  it('a failed device approval ends the login with the reason', async () => {
    const { core } = setup({
      connectEmail: () => ({ action: 'VERIFY_DEVICE' }),
      connectDevice: () => {
        throw new FrameReplyError('The device was not approved in time', 'x')
      },
    })
    await connectEmail(core, { email: EMAIL })
    await expect
      .poll(() => core.stores.auth.email.error)
      .toBe('The device was not approved in time')
    expect(core.stores.auth.email.step).toBe('idle')
  })
})
