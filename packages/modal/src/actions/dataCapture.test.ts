import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Core, ModalEvent } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { readRecentEmails } from '../utils/emailSuggestions'
import { resolveOptions } from '../utils/resolveOptions'
import {
  editDataCaptureEmail,
  sendDataCaptureCode,
  skipDataCapture,
  verifyDataCaptureCode,
} from './dataCapture'
import { closeModal } from './router'
import { signSiwxMessage } from './signSiwxMessage'
import { readSiwxSessions } from './siwxSessions'
import { watchSiwx } from './watchSiwx'

const ADDRESS = '0x00000000000000000000000000000000000000a1'
const SERVICE = 'http://127.0.0.1:4100/auth/v1'

/**
 * A stand-in for the session service at the fetch boundary (the devnet's real one is proven by
 * devnet/siwx/siwx.int.test.ts and e2e/modal/dataCapture.spec.ts).
 */
function fakeService() {
  const calls: Array<{ path: string; body: unknown; auth: string | null }> = []
  const state = { email: null as string | null, code: '123456', pending: '' }
  const answers: Record<string, (body: Record<string, string>) => [number, unknown]> = {
    '/nonce': () => [200, { nonce: 'servernonce1234' }],
    '/authenticate': () => [
      200,
      { token: 'tok-1', session: { address: ADDRESS, chainId: 8453, email: state.email } },
    ],
    '/me': () => [200, { address: ADDRESS, chainId: 8453, email: state.email }],
    '/me/email': (body) => {
      if (body.email === 'busy@example.com')
        return [429, { code: 'RATE_LIMITED', message: 'Please try again after 12 seconds' }]
      state.pending = body.email as string
      return [200, { email: body.email, resendAt: 1_000, expiresAt: 2_000 }]
    },
    '/me/email/verify': (body) => {
      if (body.code !== state.code) return [400, { code: 'CODE_INVALID', message: 'Invalid code' }]
      state.email = state.pending
      return [200, { address: ADDRESS, chainId: 8453, email: state.email }]
    },
  }
  const fetcher = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace('/auth/v1', '')
    const body = init?.body ? JSON.parse(String(init.body)) : {}
    calls.push({ path, body, auth: new Headers(init?.headers).get('authorization') })
    expect(url.searchParams.get('projectId')).toBe('test-project')
    const [status, answer] = answers[path]?.(body) ?? [404, { code: 'NOT_FOUND', message: path }]
    return new Response(JSON.stringify(answer), { status })
  })
  return { calls, state, fetcher }
}

function setup(captureEmail: 'optional' | 'required' = 'optional') {
  const options = resolveOptions({
    projectId: 'test-project',
    siwx: { statement: 'Sign in', sessionUrl: SERVICE, captureEmail },
  })
  const base = createTestCore({
    options: { projectId: 'test-project', siwx: options.siwx },
    fetch: service.fetcher as unknown as typeof fetch,
  })
  const { stores } = base
  Object.assign(stores.account, { address: ADDRESS, status: 'connected' })
  stores.chain.walletChainId = 8453
  stores.modal.open = true
  const events: ModalEvent[] = []
  const provider = { request: async () => '0xsigned' }
  const core = {
    ...base,
    stores,
    storage: localStorage,
    emit: (event: ModalEvent) => events.push(event),
    evm: { getConnection: () => ({ connector: { getProvider: async () => provider } }) },
  } as unknown as Core
  return { core, events }
}

let service: ReturnType<typeof fakeService>
beforeEach(() => {
  service = fakeService()
})
afterEach(() => {
  localStorage.clear()
})

describe('DataCapture after sign-in', () => {
  it("signs the service's nonce, keeps its token, tells the host, and moves to DataCapture", async () => {
    const { core, events } = setup()
    expect(await signSiwxMessage(core)).toBe(true)
    const [stored] = readSiwxSessions(localStorage)
    expect(stored?.message).toContain('Nonce: servernonce1234')
    expect(stored?.token).toBe('tok-1')
    expect(service.calls.map((call) => call.path)).toEqual(['/nonce', '/authenticate'])
    expect(service.calls[1]?.body).toEqual({ message: stored?.message, signature: '0xsigned' })
    expect(events).toContainEqual({
      type: 'session',
      detail: { address: ADDRESS, chainId: 8453, email: null },
    })
    expect(core.stores.auth.siwxSession).toEqual({ address: ADDRESS, chainId: 8453, email: null })
    expect(core.stores.router.current.view).toBe('DataCapture')
    expect(core.stores.modal.open).toBe(true)
  })

  it('mails the code, refuses a wrong one in its words, and the right one attaches the email', async () => {
    const { core, events } = setup()
    await signSiwxMessage(core)
    const state = core.stores.auth.dataCapture
    expect(await sendDataCaptureCode(core, { email: 'ada@example.com' })).toBe(true)
    expect(state).toMatchObject({ step: 'code', email: 'ada@example.com', resendAt: 1_000 })
    expect(service.calls.at(-1)).toMatchObject({ path: '/me/email', auth: 'Bearer tok-1' })

    expect(await verifyDataCaptureCode(core, { code: '000000' })).toBe(false)
    expect(state).toMatchObject({ step: 'code', error: 'Invalid code' })
    expect(core.stores.modal.open).toBe(true)

    expect(await verifyDataCaptureCode(core, { code: '123456' })).toBe(true)
    expect(core.stores.auth.siwxSession?.email).toBe('ada@example.com')
    expect(events.at(-1)).toEqual({
      type: 'session',
      detail: { address: ADDRESS, chainId: 8453, email: 'ada@example.com' },
    })
    expect(readRecentEmails(localStorage)).toEqual(['ada@example.com'])
    // The success toast follows the wrong code's error toast (docs/behaviour.md#toasts).
    await vi.waitFor(() =>
      expect(core.stores.toast.toasts.map((toast) => toast.message)).toContain('Email confirmed'),
    )
    expect(core.stores.modal.open).toBe(false)
  })

  it("a refused send keeps the address and says the service's words; a resend refused keeps the code view", async () => {
    const { core } = setup()
    await signSiwxMessage(core)
    const state = core.stores.auth.dataCapture
    expect(await sendDataCaptureCode(core, { email: 'busy@example.com' })).toBe(false)
    expect(state).toMatchObject({
      step: 'enterEmail',
      email: 'busy@example.com',
      error: 'Please try again after 12 seconds',
    })
    await sendDataCaptureCode(core, { email: 'ada@example.com' })
    state.email = 'busy@example.com'
    expect(await sendDataCaptureCode(core, { email: 'busy@example.com' })).toBe(false)
    expect(state.step).toBe('code')
    editDataCaptureEmail(core)
    expect(state).toMatchObject({ step: 'enterEmail', error: undefined, email: 'busy@example.com' })
  })

  it('an unreachable service says so, and without a session the view asks to sign in again', async () => {
    const { core } = setup()
    await signSiwxMessage(core)
    service.fetcher.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendDataCaptureCode(core, { email: 'ada@example.com' })).toBe(false)
    expect(core.stores.auth.dataCapture.error).toBe(
      'The sign-in service cannot be reached; try again',
    )
    localStorage.clear()
    expect(await sendDataCaptureCode(core, { email: 'ada@example.com' })).toBe(false)
    expect(core.stores.auth.dataCapture.error).toBe('Sign in again to add your email')
  })

  it('Skip closes when optional; required offers none, and Escape does not dismiss it', async () => {
    const optional = setup('optional')
    await signSiwxMessage(optional.core)
    skipDataCapture(optional.core)
    expect(optional.core.stores.modal.open).toBe(false)
    expect(optional.core.stores.auth.siwxSession?.email).toBeNull()

    localStorage.clear()
    const required = setup('required')
    await signSiwxMessage(required.core)
    skipDataCapture(required.core)
    expect(required.core.stores.modal.open).toBe(true)
    const { requestClose } = await import('./shakeModal')
    expect(requestClose(required.core)).toBe('shook')
  })

  it('a session that already has an email closes the modal after sign-in', async () => {
    service.state.email = 'known@example.com'
    const { core } = setup()
    await signSiwxMessage(core)
    expect(core.stores.modal.open).toBe(false)
    expect(core.stores.auth.siwxSession?.email).toBe('known@example.com')
  })

  it('a service that refuses the signature keeps SIWXSignMessage with its words', async () => {
    service.fetcher.mockImplementation(async (input) => {
      const path = new URL(String(input)).pathname
      if (path.endsWith('/nonce')) return new Response(JSON.stringify({ nonce: 'n1234567' }))
      return new Response(
        JSON.stringify({ code: 'INVALID_SIGNATURE', message: 'Invalid signature' }),
        { status: 401 },
      )
    })
    const { core } = setup()
    expect(await signSiwxMessage(core)).toBe(false)
    expect(core.stores.auth.siwx).toEqual({ status: 'idle', error: 'Invalid signature' })
    expect(core.stores.router.current.view).toBe('SIWXSignMessage')
    expect(readSiwxSessions(localStorage)).toEqual([])
  })

  it.each([
    ['required', true],
    ['optional', false],
  ] as const)(
    'a reload before the email is confirmed (%s): DataCapture again is %s',
    async (capture, again) => {
      const { core } = setup(capture)
      expect(await signSiwxMessage(core)).toBe(true)
      // The reload: the modal closed, the host's session gone; the kept token is all that is left.
      closeModal(core.stores)
      core.stores.auth.siwxSession = undefined
      core.stores.auth.dataCapture.step = 'code'
      const stop = watchSiwx(core)
      await vi.waitFor(() => expect(core.stores.auth.siwxSession).toMatchObject({ email: null }))
      expect(service.calls.at(-1)).toMatchObject({ path: '/me', auth: 'Bearer tok-1' })
      expect(core.stores.modal.open).toBe(again)
      if (again) {
        expect(core.stores.router.current.view).toBe('DataCapture')
        expect(core.stores.auth.dataCapture.step).toBe('enterEmail')
      }
      stop()
    },
  )
})
