import { PGlite } from '@electric-sql/pglite'
import { createTransport } from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendMail, startMail } from './index'

let db: PGlite
let mail: Awaited<ReturnType<typeof startMail>>
const get = (path: string) => mail.routes.request(`http://127.0.0.1:4100${path}`)

beforeAll(async () => {
  db = new PGlite()
  mail = await startMail({ smtpPort: 0, db })
})
afterAll(async () => {
  await mail?.close()
  await db?.close()
})

describe('mail catcher', () => {
  it('listens on an ephemeral loopback port', () => {
    expect(mail.port).toBeGreaterThan(0)
  })

  it('has the database started and its table made before it accepts a connection', async () => {
    // Read straight from the database: no route has touched the store yet.
    const { rows } = await db.query<{ count: number }>('select count(*)::int from devnet_mail')
    expect(rows[0]?.count).toBe(0)
  })

  it('catches a message sent over SMTP and answers the latest one for an address', async () => {
    const messageId = await sendMail({
      smtpPort: mail.port,
      from: 'login@secure.devnet',
      to: 'Alice@Example.com',
      subject: 'Your code is 123456',
      text: 'Use 123456 to sign in.',
      html: '<p>Use <b>123456</b> to sign in.</p>',
    })
    await sendMail({
      smtpPort: mail.port,
      from: 'login@secure.devnet',
      to: 'alice@example.com',
      subject: 'Second',
      text: 'code 654321',
    })
    const response = await get('/devnet/mail/latest?to=ALICE@example.com')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      subject: 'Second',
      text: 'code 654321\n',
      to: ['alice@example.com'],
    })
    const { messages, count } = await (
      await get('/devnet/mail/messages?to=alice@example.com')
    ).json()
    expect(count).toBe(2)
    expect(messages[1]).toMatchObject({
      messageId,
      from: 'login@secure.devnet',
      subject: 'Your code is 123456',
      html: '<p>Use <b>123456</b> to sign in.</p>',
    })
    expect(Date.parse(messages[1].date)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('files a Bcc recipient under the envelope address', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: mail.port,
      secure: false,
      ignoreTLS: true,
    })
    await transport.sendMail({
      from: 'a@devnet',
      to: 'carol@example.com',
      bcc: 'dave@example.com',
      subject: 'bcc',
      text: 'hi',
    })
    transport.close()
    expect((await (await get('/devnet/mail/latest?to=dave@example.com')).json()).subject).toBe(
      'bcc',
    )
  })

  it('answers 404 for an address with no mail and 400 for a malformed one', async () => {
    const none = await get('/devnet/mail/latest?to=nobody@example.com')
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No mail for nobody@example.com',
    })
    expect((await get('/devnet/mail/latest')).status).toBe(400)
    expect((await get('/devnet/mail/messages?to=not-an-address')).status).toBe(400)
  })

  it('shows an inbox page with the code, escaped, auto-refreshing and without external assets', async () => {
    await sendMail({
      smtpPort: mail.port,
      from: 'x@devnet',
      to: 'eve@example.com',
      subject: '<script>x</script> 987654',
      text: 'body',
    })
    const response = await get('/inbox?to=eve@example.com')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<meta http-equiv="refresh" content="3">')
    expect(html).toContain('<output data-testid="inbox-code">987654</output>')
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).not.toMatch(/(src|href)="https?:/)
    expect(html).not.toContain('alice@example.com')
    expect(await (await get('/inbox')).text()).toContain('alice@example.com')
  })
})
