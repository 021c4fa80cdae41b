import { type Address, type Hex, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formPost as form, siteClient } from '../testing/siteClient'
import { codeOf, linkOf } from '../testing/startMailCatcher'
import { startTestSites } from '../testing/startTestSite'
import type { Identity } from './auth/createUsers'

// Two instances of the site on two ports over one database: PGlite's one handle, or two
// connection pools to the Postgres of DATABASE_URL. Whatever one knows, the other must.
let group: Awaited<ReturnType<typeof startTestSites>>
beforeAll(async () => {
  group = await startTestSites(2)
})
afterAll(async () => {
  await group?.stop()
})

const both = () => group.sites.map((site) => siteClient(site)) as [Client, Client]
type Client = ReturnType<typeof siteClient>

describe('two instances over one database', () => {
  it('accepts on one instance the code the other mailed; a session from one signs on the other', async () => {
    const [onA] = both()
    const start = await onA.post<{ action: string; loginId: string }>('/api/email/connect', {
      email: 'two@example.com',
      deviceId: 'device-two',
    })
    expect(start.action).toBe('VERIFY_DEVICE')
    const token = new URL(linkOf(await group.mail.latest('two@example.com'))).searchParams.get(
      'token',
    )!
    // A waits on the device while B's page approves it (and mails the code).
    const waiting = onA.post('/api/email/device', { loginId: start.loginId })
    const sent = group.mail.mails.length
    const approved = await fetch(`${group.sites[1]!.url}/device/approve`, form({ token }))
    expect(approved.status).toBe(200)
    expect(await waiting).toEqual({ approved: true })
    const code = codeOf(await group.mail.latest('two@example.com', sent))
    const { token: session } = await onA.post<{ token: string }>('/api/email/otp', {
      loginId: start.loginId,
      otp: code,
    })
    onA.token = session
    const user = await onA.post<{ address: Address }>('/api/user', { chainId: 8453 })

    // The same frame, its next requests balanced to B.
    const onB = onA.at(group.sites[1]!.url)
    expect(await onB.get('/api/session')).toMatchObject({ isConnected: true })
    const signature = await onB.rpc<Hex>('personal_sign', ['0x6869', user.address])
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(user.address)
    await onB.delete('/api/session')
    expect(await onA.get('/api/session')).toMatchObject({ isConnected: false })
  })

  it('counts the mails of one address through either instance against one limit', async () => {
    const clients = both()
    const send = (i: number) =>
      clients[i % 2]!.post('/api/email/connect', { email: 'both@example.com', deviceId: 'd' })
    for (let i = 0; i < 5; i++) await send(i)
    await expect(send(5)).rejects.toThrow(/Too many emails sent; try again in \d+ s/)
    await expect(send(6)).rejects.toThrow(/Too many emails sent/)
  })

  it('gives concurrent first logins of one email one user and one key', async () => {
    const [onA, onB] = both()
    const email = 'race@example.com'
    // Approve the device first (no user exists yet), then hold two codes of two logins.
    const first = await onA.post<{ loginId: string }>('/api/email/connect', {
      email,
      deviceId: 'device-race',
    })
    const link = new URL(linkOf(await group.mail.latest(email)))
    let sent = group.mail.mails.length
    await fetch(
      `${group.sites[1]!.url}/device/approve`,
      form(Object.fromEntries(link.searchParams)),
    )
    const firstCode = codeOf(await group.mail.latest(email, sent))
    sent = group.mail.mails.length
    const second = await onB.post<{ action: string; loginId: string }>('/api/email/connect', {
      email,
      deviceId: 'device-race',
    })
    expect(second.action).toBe('VERIFY_OTP')
    const secondCode = codeOf(await group.mail.latest(email, sent))
    const [a, b] = await Promise.all([
      onA.post<{ token: string }>('/api/email/otp', { loginId: first.loginId, otp: firstCode }),
      onB.post<{ token: string }>('/api/email/otp', { loginId: second.loginId, otp: secondCode }),
    ])
    onA.token = a.token
    onB.token = b.token
    const [userA, userB] = await Promise.all([
      onA.post<{ address: string }>('/api/user', {}),
      onB.post<{ address: string }>('/api/user', {}),
    ])
    expect(userA.address).toBe(userB.address)

    // Many at once through both instances' directories: still one user.
    const identity: Identity = {
      kind: 'social',
      provider: 'github',
      subject: 'racer',
      userName: 'racer',
    }
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        group.sites[i % 2]!.services.users.findOrCreate(identity),
      ),
    )
    expect(new Set(users.map((user) => user.id)).size).toBe(1)
    const rows = await group.sites[0]!.db.query<{ n: number; keys: number }>(
      `select count(*)::int as n, count(distinct encrypted_key)::int as keys from users
       where email = $1 or social_subject = $2`,
      [email, 'racer'],
    )
    expect(rows).toEqual([{ n: 2, keys: 2 }])
  })

  it('finishes on one instance a Farcaster login opened on the other', async () => {
    const [onA] = both()
    const onB = onA.at(group.sites[1]!.url)
    const { channel } = await onA.post<{ channel: string }>('/api/farcaster/start')
    const approved = await fetch(
      `${group.sites[1]!.url}/farcaster/approve`,
      form({ channel, userName: 'twin' }),
    )
    expect(approved.status).toBe(200)
    const result = await onB.post<{ token: string; userName: string }>('/api/farcaster/connect', {
      channel,
    })
    expect(result.userName).toBe('twin')
    await expect(onA.post('/api/farcaster/connect', { channel })).rejects.toThrow(/expired/)
  })
})
