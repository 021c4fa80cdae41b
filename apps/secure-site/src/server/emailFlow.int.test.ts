import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteClient } from '../testing/siteClient'
import { codeOf, linkOf } from '../testing/startMailCatcher'
import { startTestSite } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
beforeAll(async () => {
  site = await startTestSite()
})
afterAll(async () => {
  await site?.stop()
})

describe('email login', () => {
  it('asks a new device for approval, then mails a code that logs in', async () => {
    const client = siteClient(site)
    const start = await client.post<{ action: string; loginId: string }>('/api/email/connect', {
      email: 'Ann@Example.com',
      deviceId: 'device-a',
    })
    expect(start.action).toBe('VERIFY_DEVICE')
    // Not approved yet: the long poll answers "not yet" after its timeout.
    expect(await client.post('/api/email/device', { loginId: start.loginId })).toEqual({
      approved: false,
    })

    const link = new URL(linkOf(await site.mail.latest('ann@example.com')))
    expect(link.origin).toBe(site.url)
    expect(link.pathname).toBe('/device/approve')
    const page = await fetch(link)
    const html = await page.text()
    expect(html).toContain('Approve device')
    expect(html).toContain('<strong>ann@example.com</strong>')
    const forged = await fetch(`${site.url}/device/approve?token=nope`)
    expect(forged.status).toBe(400)
    const waiting = client.post('/api/email/device', { loginId: start.loginId })
    const approve = await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
    })
    expect(approve.status).toBe(200)
    expect(await waiting).toEqual({ approved: true })

    const mail = await site.mail.latest('ann@example.com')
    expect(mail.subject).toMatch(/login code/)
    const { token } = await client.post<{ token: string }>('/api/email/otp', {
      loginId: start.loginId,
      otp: codeOf(mail),
    })
    client.token = token
    expect(await client.get('/api/session')).toEqual({ isConnected: true })
    const user = await client.post<{ email: string; address: string }>('/api/user', {
      chainId: 8453,
    })
    expect(user.email).toBe('ann@example.com')
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The same device again: straight to the code, same wallet.
    const again = siteClient(site)
    expect(await again.loginWithEmail('ann@example.com', 'device-a')).toBe('VERIFY_OTP')
    const sameUser = await again.post<{ address: string }>('/api/user', { chainId: 8453 })
    expect(sameUser.address).toBe(user.address)

    await client.delete('/api/session')
    expect(await client.get('/api/session')).toEqual({ isConnected: false })
    await expect(client.post('/api/user', {})).rejects.toThrow('Not connected to email or social')
  })

  it('voids the code after three wrong guesses', async () => {
    const client = siteClient(site)
    await client.loginWithEmail('wrong@example.com', 'device-w')
    const { loginId } = await client.post<{ loginId: string }>('/api/email/connect', {
      email: 'wrong@example.com',
      deviceId: 'device-w',
    })
    const code = codeOf(await site.mail.latest('wrong@example.com', site.mail.mails.length - 1))
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(client.post('/api/email/otp', { loginId, otp: wrong })).rejects.toThrow(
      'Invalid code',
    )
    await expect(client.post('/api/email/otp', { loginId, otp: wrong })).rejects.toThrow(
      'Invalid code',
    )
    await expect(client.post('/api/email/otp', { loginId, otp: wrong })).rejects.toThrow(
      /Too many wrong codes/,
    )
    await expect(client.post('/api/email/otp', { loginId, otp: code })).rejects.toThrow(/expired/)
  })

  it('limits mails per address', async () => {
    const client = siteClient(site)
    const send = () =>
      client.post('/api/email/connect', { email: 'limit@example.com', deviceId: 'd' })
    for (let i = 0; i < 5; i++) await send()
    await expect(send()).rejects.toThrow(/Too many emails sent/)
    // Another address is not affected.
    await client.post('/api/email/connect', { email: 'other@example.com', deviceId: 'd' })
  })

  it('rejects an invalid email with the spec wording', async () => {
    await expect(
      siteClient(site).post('/api/email/connect', { email: 'nope', deviceId: 'd' }),
    ).rejects.toThrow('Please enter a valid email address')
  })

  it('changes the email with a code to the old address and one to the new', async () => {
    const client = siteClient(site)
    await client.loginWithEmail('old@example.com', 'device-u')
    const start = await client.post<{ action: string; updateId: string }>('/api/email/update', {
      email: 'new@example.com',
    })
    expect(start.action).toBe('VERIFY_PRIMARY_OTP')
    const primary = codeOf(await site.mail.latest('old@example.com', site.mail.mails.length - 1))
    await expect(
      client.post('/api/email/update/secondary', { updateId: start.updateId, otp: primary }),
    ).rejects.toThrow(/current email first/)
    await client.post('/api/email/update/primary', { updateId: start.updateId, otp: primary })
    const secondary = codeOf(await site.mail.latest('new@example.com'))
    const done = await client.post('/api/email/update/secondary', {
      updateId: start.updateId,
      otp: secondary,
    })
    expect(done).toEqual({ newEmail: 'new@example.com' })
    const user = await client.post<{ email: string }>('/api/user', {})
    expect(user.email).toBe('new@example.com')
  })
})
