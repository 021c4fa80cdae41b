import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { EMAIL_CODE_MESSAGES } from '@w3m/api-schemas'
import type { Mailer } from '../createMailer'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import { createCodeStore } from './codeStore'
import type { SendLimit } from './createSendLimit'
import type { FrameBinding, Sessions } from './createSessions'
import type { User, Users } from './createUsers'

/** A device approval link stays valid as long as a code does. */
const APPROVAL_TTL_MS = 10 * 60_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Email login and email change: device approval, mailed codes, rate limits. */
export type EmailAuth = ReturnType<typeof createEmailAuth>

/** The email flows over the site's database, mailer and per-address send limit. */
export function createEmailAuth(options: {
  db: Database
  mailer: Mailer
  users: Users
  sessions: Sessions
  sendLimit: SendLimit
  now?: () => number
}) {
  const { db, mailer, users, sessions, sendLimit } = options
  const now = options.now ?? Date.now
  const codes = createCodeStore(db, now)

  async function mail(to: string, subject: string, text: string) {
    const slot = await sendLimit.take(to)
    if (!slot.ok) {
      const seconds = Math.ceil(slot.retryAfterMs / 1000)
      throw new SecureSiteError('RATE_LIMITED', EMAIL_CODE_MESSAGES.rateLimited(seconds))
    }
    await mailer.send({ to, subject, text })
  }

  async function mailCode(id: string, to: string, what: string) {
    const code = await codes.issue(id)
    await mail(to, `${code} is your ${what} code`, `Your ${what} code is ${code}.\n`)
  }

  async function isKnownDevice(email: string, deviceId: string) {
    const sql = 'select 1 from devices where email = $1 and device_id = $2'
    return (await db.query(sql, [email, deviceId])).length > 0
  }

  /** The address an approval link is for (the page names it before the visitor approves). */
  async function approvalEmail(token: string): Promise<string | null> {
    const rows = await db.query<{ email: string }>(
      `select codes.email from device_approvals join codes on codes.id = device_approvals.login_id
       where device_approvals.token_hash = $1 and device_approvals.expires_at > $2`,
      [hashToken(token), now()],
    )
    return rows[0]?.email ?? null
  }

  return {
    /** CONNECT_EMAIL: a code for a known device, else an approval link first. */
    async start(email: string, deviceId: string, baseUrl: string, frame: FrameBinding) {
      const loginId = randomUUID()
      await codes.insert({
        id: loginId,
        purpose: 'login',
        email,
        device_id: deviceId,
        user_id: null,
        frame_key_id: frame.keyId,
      })
      if (await isKnownDevice(email, deviceId)) {
        await mailCode(loginId, email, 'login')
        return { action: 'VERIFY_OTP' as const, loginId }
      }
      const token = randomBytes(24).toString('base64url')
      await db.query(
        'insert into device_approvals (token_hash, login_id, expires_at) values ($1, $2, $3)',
        [hashToken(token), loginId, now() + APPROVAL_TTL_MS],
      )
      const link = `${baseUrl}/device/approve?token=${token}`
      await mail(email, 'Approve this device', `Approve the new device: ${link}\n`)
      return { action: 'VERIFY_DEVICE' as const, loginId }
    },
    approvalEmail,
    /** The approval link's page: remembers the device and mails the login code. */
    async approveDevice(token: string): Promise<string> {
      // Marking the approval is the one statement that decides, so parallel clicks mail one code.
      const [marked] = await db.query<{ login_id: string }>(
        `update device_approvals set approved_at = $1
         where token_hash = $2 and approved_at is null and expires_at > $1 returning login_id`,
        [now(), hashToken(token)],
      )
      if (marked) {
        const login = await codes.find(marked.login_id, 'login')
        await db.query(
          'insert into devices (email, device_id, approved_at) values ($1, $2, $3) on conflict do nothing',
          [login.email, login.device_id, now()],
        )
        await mailCode(login.id, login.email, 'login')
        return login.email
      }
      const email = await approvalEmail(token)
      if (!email) {
        throw new SecureSiteError('NOT_FOUND', 'This approval link is invalid or has expired')
      }
      return email
    },
    /** CONNECT_DEVICE: whether the login's device has been approved by now. */
    async isDeviceApproved(loginId: string): Promise<boolean> {
      const login = await codes.find(loginId, 'login')
      return login.device_id !== null && isKnownDevice(login.email, login.device_id)
    },
    /** CONNECT_OTP: the right code logs in (creating the user and wallet on first login). */
    async verify(
      loginId: string,
      otp: string,
      frame: FrameBinding,
    ): Promise<{ user: User; token: string }> {
      const login = await codes.find(loginId, 'login')
      // Another frame (or a script holding the login id) cannot redeem this frame's code.
      if (login.frame_key_id !== frame.keyId) {
        throw new SecureSiteError('NOT_FOUND', 'No code was requested; start again')
      }
      await codes.verify(login, otp)
      const user = await users.findOrCreate({ kind: 'email', email: login.email })
      return { user, token: await sessions.create(user.id, frame, login.device_id) }
    },
    /** UPDATE_EMAIL: a code to the current address first, or straight to the new one. */
    async startUpdate(user: User, newEmail: string) {
      if (newEmail === user.email || (await users.emailTaken(newEmail))) {
        throw new SecureSiteError('BAD_REQUEST', 'This email is already in use')
      }
      const updateId = randomUUID()
      await codes.insert({
        id: `${updateId}:new`,
        purpose: 'update-secondary',
        email: newEmail,
        device_id: null,
        user_id: user.id,
      })
      if (!user.email) {
        await mailCode(`${updateId}:new`, newEmail, 'new email')
        return { action: 'VERIFY_SECONDARY_OTP' as const, updateId }
      }
      const primary = { purpose: 'update-primary' as const, device_id: null, user_id: user.id }
      await codes.insert({ id: `${updateId}:old`, email: user.email, ...primary })
      await mailCode(`${updateId}:old`, user.email, 'email change')
      return { action: 'VERIFY_PRIMARY_OTP' as const, updateId }
    },
    /** UPDATE_EMAIL_PRIMARY_OTP: the old address confirms; the new one gets its code. */
    async verifyPrimary(user: User, updateId: string, otp: string) {
      const primary = await codes.find(`${updateId}:old`, 'update-primary')
      if (primary.user_id !== user.id) throw new SecureSiteError('UNAUTHORIZED', 'Not your update')
      await codes.verify(primary, otp)
      const secondary = await codes.find(`${updateId}:new`, 'update-secondary')
      await mailCode(secondary.id, secondary.email, 'new email')
    },
    /** UPDATE_EMAIL_SECONDARY_OTP: the new address confirms and becomes the login email. */
    async verifySecondary(user: User, updateId: string, otp: string): Promise<string> {
      const secondary = await codes.find(`${updateId}:new`, 'update-secondary')
      if (secondary.user_id !== user.id)
        throw new SecureSiteError('UNAUTHORIZED', 'Not your update')
      if (user.email) {
        const primary = await codes.find(`${updateId}:old`, 'update-primary')
        if (primary.consumed_at === null) {
          throw new SecureSiteError(
            'BAD_REQUEST',
            'Confirm the code sent to your current email first',
          )
        }
      }
      await codes.verify(secondary, otp)
      await users.setEmail(user.id, secondary.email)
      // Devices approved for the old address stay approved: the new one was proven from them.
      if (user.email) {
        await db.query(
          `insert into devices (email, device_id, approved_at)
           select $1, device_id, approved_at from devices where email = $2 on conflict do nothing`,
          [secondary.email, user.email],
        )
      }
      return secondary.email
    },
  }
}
