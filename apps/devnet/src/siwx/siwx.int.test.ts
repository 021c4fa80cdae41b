import {
  EMAIL_CODE_MESSAGES,
  siwxAuthenticateResponseSchema,
  siwxEmailCodeResponseSchema,
  siwxSessionSchema,
} from '@w3m/api-schemas'
import { encodeFunctionData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, DEV_MNEMONIC } from '../chain/accounts'
import { sendAs } from '../chain/sendAs'
import { smartAccountFactoryAbi } from '../contracts/abis'
import { CONTRACTS } from '../contracts/contracts'
import { DEMO_PROJECT_ID } from '../projects'
import { type Devnet, startDevnet } from '../server'

let devnet: Devnet
/** The fields the tests read from an answer (each route has some of them). */
type Answer = {
  code?: string
  message?: string
  email?: string | null
  nonce?: string
  session?: { address: string }
}
const owner = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 3 })
const stranger = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 4 })

beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.close())

const url = (path: string) => `${devnet.urls.api}/auth/v1${path}?projectId=${DEMO_PROJECT_ID}`
const call = async (
  path: string,
  init: { body?: unknown; token?: string; cookie?: string } = {},
) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.cookie) headers.cookie = init.cookie
  const response = await fetch(url(path), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer,
  }
}

const nonce = async () => (await call('/nonce')).body.nonce as string

const message = async (address: `0x${string}`, chainId = 8453, overrides = {}) =>
  createSiweMessage({
    domain: 'localhost:5173',
    address,
    statement: 'Sign in to the demo.',
    uri: 'http://localhost:5173',
    version: '1',
    chainId,
    nonce: await nonce(),
    issuedAt: new Date(),
    ...overrides,
  })

const signIn = async (signer = owner) => {
  const text = await message(signer.address)
  const result = await call('/authenticate', {
    body: { message: text, signature: await signer.signMessage({ message: text }) },
  })
  expect(result.status).toBe(200)
  return siwxAuthenticateResponseSchema.parse(result.body)
}

const latestCode = async (to: string) => {
  const response = await fetch(`${devnet.urls.api}/devnet/mail/latest?to=${encodeURIComponent(to)}`)
  const mail = (await response.json()) as { subject: string }
  return /^(\d{6}) /.exec(mail.subject)?.[1] as string
}

describe('sign-in sessions', () => {
  it('verifies a signed EIP-4361 message and serves its session by token and by cookie', async () => {
    const { token, session } = await signIn()
    expect(session).toMatchObject({ address: owner.address, chainId: 8453, email: null })
    const byToken = await call('/me', { token })
    expect(siwxSessionSchema.parse(byToken.body).address).toBe(owner.address)

    const text = await message(owner.address, 42161)
    const signed = await fetch(url('/authenticate'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: text,
        signature: await owner.signMessage({ message: text }),
      }),
    })
    const cookie = signed.headers.get('set-cookie')?.split(';')[0] ?? ''
    expect(cookie).toMatch(/^w3m_siwx=/)
    const byCookie = await call('/me', { cookie })
    expect(byCookie.body).toMatchObject({ address: owner.address, chainId: 42161 })

    expect((await call('/me')).status).toBe(401)
    expect((await call('/me', { token: 'not-a-token' })).status).toBe(401)
    await call('/sign-out', { body: {}, token })
    expect((await call('/me', { token })).status).toBe(401)
  })

  it('refuses another signer, a reused or unknown nonce, and a chain the devnet does not run', async () => {
    const text = await message(owner.address)
    const forged = await call('/authenticate', {
      body: { message: text, signature: await stranger.signMessage({ message: text }) },
    })
    expect(forged).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })
    // The forged attempt used the nonce up.
    const again = await call('/authenticate', {
      body: { message: text, signature: await owner.signMessage({ message: text }) },
    })
    expect(again).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
    expect(again.body.message).toMatch(/nonce/)

    const unknown = createSiweMessage({
      domain: 'localhost',
      address: owner.address,
      uri: 'http://localhost',
      version: '1',
      chainId: 8453,
      nonce: 'abcdefgh12345678',
    })
    const refused = await call('/authenticate', {
      body: { message: unknown, signature: await owner.signMessage({ message: unknown }) },
    })
    expect(refused.status).toBe(400)

    const otherChain = await message(owner.address, 1)
    const wrongChain = await call('/authenticate', {
      body: { message: otherChain, signature: await owner.signMessage({ message: otherChain }) },
    })
    expect(wrongChain).toMatchObject({ status: 400, body: { code: 'UNSUPPORTED_CHAIN' } })
    expect(
      (await call('/authenticate', { body: { message: 'hello', signature: '0x00' } })).status,
    ).toBe(400)
  })

  it("accepts a deployed smart account's signature (ERC-1271) by its owner", async () => {
    const rpc = devnet.urls.rpc[8453] as string
    await sendAs(rpc, {
      from: DEV_ACCOUNTS[3]!,
      to: CONTRACTS.smartAccountFactory,
      data: encodeFunctionData({
        abi: smartAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, 7n],
      }),
    })
    const { createPublicClient, http } = await import('viem')
    const account = await createPublicClient({ transport: http(rpc) }).readContract({
      address: CONTRACTS.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, 7n],
    })
    const text = await message(account)
    const result = await call('/authenticate', {
      body: { message: text, signature: await owner.signMessage({ message: text }) },
    })
    expect(result.status).toBe(200)
    expect(result.body.session?.address).toBe(account)
  })

  it('attaches an email after the mailed code; wrong, exhausted and expired codes say so', async () => {
    const { token } = await signIn()
    const email = `capture-${Date.now()}@example.test`
    expect((await call('/me/email', { body: { email: 'nope' }, token })).status).toBe(400)
    const sent = await call('/me/email', { body: { email }, token })
    expect(sent.status).toBe(200)
    const { resendAt } = siwxEmailCodeResponseSchema.parse(sent.body)
    expect(resendAt).toBeGreaterThan(Date.now())
    const code = await latestCode(email)
    expect(code).toMatch(/^\d{6}$/)

    // The resend wait, in the email login's words.
    const early = await call('/me/email', { body: { email }, token })
    expect(early.status).toBe(429)
    expect(early.body.message).toMatch(/^Please try again after \d+ seconds$/)

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const miss = await call('/me/email/verify', { body: { code: wrong }, token })
    expect(miss).toMatchObject({
      status: 400,
      body: { code: 'CODE_INVALID', message: EMAIL_CODE_MESSAGES.CODE_INVALID },
    })
    const confirmed = await call('/me/email/verify', { body: { code }, token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.email).toBe(email)
    expect((await call('/me', { token })).body.email).toBe(email)
    // A used code cannot be used again.
    const reused = await call('/me/email/verify', { body: { code }, token })
    expect(reused.body.code).toBe('CODE_EXPIRED')

    // Expired: the code's time is moved into the past in the database.
    const second = await signIn()
    await call('/me/email', { body: { email: `late-${email}` }, token: second.token })
    const late = await latestCode(`late-${email}`)
    await devnet.db.query('UPDATE siwx_email_codes SET expires_at = 0')
    const expired = await call('/me/email/verify', { body: { code: late }, token: second.token })
    expect(expired).toMatchObject({
      status: 400,
      body: { code: 'CODE_EXPIRED', message: EMAIL_CODE_MESSAGES.CODE_EXPIRED },
    })

    // Three wrong guesses void the code.
    const third = await signIn()
    const target = `three-${email}`
    await call('/me/email', { body: { email: target }, token: third.token })
    const right = await latestCode(target)
    const bad = String((Number(right) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 2; i++)
      expect(
        (await call('/me/email/verify', { body: { code: bad }, token: third.token })).body.code,
      ).toBe('CODE_INVALID')
    const last = await call('/me/email/verify', { body: { code: bad }, token: third.token })
    expect(last.body.code).toBe('CODE_EXHAUSTED')
    const after = await call('/me/email/verify', { body: { code: right }, token: third.token })
    expect(after.body).toMatchObject({
      code: 'CODE_EXHAUSTED',
      message: EMAIL_CODE_MESSAGES.CODE_EXHAUSTED,
    })
  })

  it('sends at most 5 mails to one address in 10 minutes', async () => {
    const target = `limit-${Date.now()}@example.test`
    for (let i = 0; i < 5; i++) {
      const { token } = await signIn()
      expect((await call('/me/email', { body: { email: target }, token })).status).toBe(200)
    }
    const { token } = await signIn()
    const limited = await call('/me/email', { body: { email: target }, token })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toMatch(/^Too many emails sent; try again in \d+ s$/)
  })

  it('needs a projectId', async () => {
    const response = await fetch(`${devnet.urls.api}/auth/v1/nonce`)
    expect(response.status).toBe(401)
  })
})
