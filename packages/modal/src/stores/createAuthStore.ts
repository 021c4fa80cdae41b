import { proxy } from 'valtio/vanilla'
import type { SocialProvider } from '../utils/filterSocials'

/** Steps of email login: send, approve the device, enter the code, connect. */
export type EmailLoginStep = 'idle' | 'sending' | 'verifyDevice' | 'verifyOtp' | 'connecting'

/** Steps of an email change: new address, code to the old one, code to the new one. */
export type UpdateEmailStep = 'enterEmail' | 'sending' | 'primaryOtp' | 'secondaryOtp' | 'verifying'

/** Steps of DataCapture: the address, its code mailed, the code checked. */
export type DataCaptureStep = 'enterEmail' | 'sending' | 'code' | 'verifying'

/** The sign-in session the host sees (getState().session, `w3m:session`). */
export type SiwxHostSession = { address: string; chainId: number; email: string | null }

/** Where a popup or Farcaster login stands. */
export type FlowStatus = 'idle' | 'loading' | 'waiting' | 'connecting' | 'error'

/** State of the email, social and Farcaster flows and of the embedded wallet's approvals. */
export type AuthState = {
  email: {
    address: string | undefined
    step: EmailLoginStep
    error: string | undefined
    /** Epoch ms from which another code may be sent (docs/behaviour.md#limits: 30 s between sends). */
    resendAt: number
  }
  social: { provider: SocialProvider | undefined; status: FlowStatus; error: string | undefined }
  farcaster: { url: string | undefined; status: FlowStatus; error: string | undefined }
  updateEmail: {
    step: UpdateEmailStep
    newEmail: string | undefined
    error: string | undefined
    resendAt: number
  }
  /** A request the visitor approves in the frame, while the modal shows the frame. */
  approval: { method: string | undefined; pending: number; wasOpen: boolean }
  accountType: { status: 'idle' | 'switching' | 'error'; error: string | undefined }
  /** Sign in with X: the signature the host asked for after connecting. */
  siwx: { status: 'idle' | 'signing'; error: string | undefined }
  /** The auth chunk and frame: whether they load, and whether a stored session is being checked. */
  frame: { status: 'idle' | 'loading' | 'ready' | 'error' }
  /** DataCapture: the email asked for after sign-in, and its mailed code. */
  dataCapture: {
    step: DataCaptureStep
    email: string | undefined
    error: string | undefined
    /** Epoch ms from which the session service sends another code. */
    resendAt: number
  }
  /** The session of the sign-in service once signed in (undefined without one). */
  siwxSession: SiwxHostSession | undefined
}

/** Nothing in progress. */
export const DEFAULT_AUTH_STATE: Readonly<AuthState> = Object.freeze({
  email: { address: undefined, step: 'idle', error: undefined, resendAt: 0 },
  social: { provider: undefined, status: 'idle', error: undefined },
  farcaster: { url: undefined, status: 'idle', error: undefined },
  updateEmail: { step: 'enterEmail', newEmail: undefined, error: undefined, resendAt: 0 },
  approval: { method: undefined, pending: 0, wasOpen: false },
  accountType: { status: 'idle', error: undefined },
  siwx: { status: 'idle', error: undefined },
  frame: { status: 'idle' },
  dataCapture: { step: 'enterEmail', email: undefined, error: undefined, resendAt: 0 },
  siwxSession: undefined,
} satisfies AuthState)

/** A fresh auth store. */
export function createAuthStore() {
  return proxy<AuthState>(structuredClone(DEFAULT_AUTH_STATE) as AuthState)
}
