import type { FrameHandlers } from '@w3m/frame-bridge/host'
import { checkSiwx } from './checkSiwx'
import { type FrameContext, toChainNumber } from './frameContext'
import { isSolanaChain } from './solanaHandlers'

/** Long polls are answered within ~20 s; six cover the page's 120 s request timeout. */
const MAX_POLLS = 6

type UserAnswer = Awaited<ReturnType<NonNullable<FrameHandlers['GET_USER']>>>

/** Handlers of the login flows: email and device, social, Farcaster, sessions, email change. */
export function authHandlers(ctx: FrameContext): FrameHandlers {
  const { api, state } = ctx

  async function login(token: string) {
    state.setToken(token)
    ctx.host().sendSessionUpdate(token)
  }

  async function user(
    payload:
      | { chainId?: string | number; siwxMessage?: unknown; preferredAccountType?: string }
      | undefined,
  ) {
    const preferred = payload?.preferredAccountType
    const current =
      state.namespace === 'solana' && state.solanaChainId ? state.solanaChainId : state.chainId
    const chainId = payload?.chainId ?? current
    // On Solana the user is the Solana account; sign-in messages are signed on EVM chains only.
    const solana = isSolanaChain(chainId)
    return api.post<UserAnswer>('/api/user', {
      chainId,
      siwxMessage: solana ? undefined : siwxToSign(payload?.siwxMessage, toChainNumber(chainId)),
      // Only the two known types go on; anything else means "no default".
      preferredAccountType:
        preferred === 'eoa' || preferred === 'smartAccount' ? preferred : undefined,
    })
  }

  /**
   * The sign-in message to sign along with the user, if any: only the exact message the frame
   * would build for its parent signs without a card. Any other valid one is left out, so the page
   * asks again with personal_sign, which shows the full text in the approval card.
   */
  function siwxToSign(message: unknown, chainId: number) {
    if (message === undefined || message === null) return undefined
    const verdict = checkSiwx(message, ctx.host().parentOrigin ?? '', chainId)
    if (verdict.action === 'refuse') throw new Error(verdict.reason)
    return verdict.action === 'sign' ? message : undefined
  }

  const requireFlow = (value: string | null, what: string) => {
    if (!value) throw new Error(`No ${what} in progress; start again`)
    return value
  }

  return {
    async CONNECT_EMAIL({ email }) {
      const answer = await api.post<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP'; loginId: string }>(
        '/api/email/connect',
        { email, deviceId: state.deviceId },
      )
      state.loginId = answer.loginId
      return { action: answer.action }
    },
    async CONNECT_DEVICE() {
      const loginId = requireFlow(state.loginId, 'email login')
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        const { approved } = await api.post<{ approved: boolean }>('/api/email/device', { loginId })
        if (approved) return
        if (state.loginId !== loginId) throw new Error('The login was replaced by a newer one')
      }
      throw new Error('The device was not approved in time')
    },
    async CONNECT_OTP({ otp }) {
      const loginId = requireFlow(state.loginId, 'email login')
      const { token } = await api.post<{ token: string }>('/api/email/otp', { loginId, otp })
      state.loginId = null
      await login(token)
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const openerOrigin = ctx.host().parentOrigin
      if (!openerOrigin) throw new Error('Untrusted Origin')
      return api.post<{ uri: string }>('/api/social/start', {
        provider,
        projectId: ctx.projectId,
        openerOrigin,
      })
    },
    async CONNECT_SOCIAL(payload) {
      const { token } = await api.post<{ token: string }>('/api/social/connect', {
        uri: payload.uri,
      })
      await login(token)
      if (payload.chainId !== undefined) ctx.setChain(payload.chainId)
      return user(payload)
    },
    async GET_FARCASTER_URI() {
      const { channel, url } = await api.post<{ channel: string; url: string }>(
        '/api/farcaster/start',
      )
      state.farcasterChannel = channel
      return { url }
    },
    async CONNECT_FARCASTER() {
      const channel = requireFlow(state.farcasterChannel, 'Farcaster login')
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        const answer = await api.post<{ token?: string; userName?: string }>(
          '/api/farcaster/connect',
          { channel },
        )
        if (answer.token) {
          state.farcasterChannel = null
          await login(answer.token)
          return { userName: answer.userName ?? '' }
        }
      }
      throw new Error('Failed to connect to farcaster')
    },
    async GET_USER(payload) {
      if (payload?.chainId !== undefined) ctx.setChain(payload.chainId)
      return user(payload)
    },
    async IS_CONNECTED(payload) {
      // The page may hold a token this frame lost (storage partitioned or cleared): adopt it if valid.
      const candidates = [state.token(), payload?.token].filter((t): t is string => !!t)
      for (const token of new Set(candidates)) {
        state.setToken(token)
        const session = await api.get<{ isConnected: boolean; deviceId: string | null }>(
          '/api/session',
        )
        if (session.isConnected) {
          if (session.deviceId) state.setDeviceId(session.deviceId)
          return { isConnected: true }
        }
      }
      state.setToken(null)
      return { isConnected: false }
    },
    async SIGN_OUT() {
      if (state.token()) await api.delete('/api/session').catch(() => undefined)
      state.setToken(null)
    },
    async UPDATE_EMAIL({ email }) {
      const answer = await api.post<{
        action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
        updateId: string
      }>('/api/email/update', { email })
      state.updateId = answer.updateId
      return { action: answer.action }
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      const updateId = requireFlow(state.updateId, 'email change')
      await api.post('/api/email/update/primary', { updateId, otp })
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const updateId = requireFlow(state.updateId, 'email change')
      const answer = await api.post<{ newEmail: string }>('/api/email/update/secondary', {
        updateId,
        otp,
      })
      state.updateId = null
      return answer
    },
  }
}
