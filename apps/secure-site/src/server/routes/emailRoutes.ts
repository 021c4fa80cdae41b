import { Hono } from 'hono'
import { z } from 'zod'
import { SecureSiteError } from '../errors'
import { deviceApprovePage } from '../pages/authPages'
import { messagePage, PAGE_CSP } from '../pages/renderPage'
import { readDeviceCookie } from './deviceCookie'
import { bearer, requireFrame } from './frameCredential'
import { readBody, requireUser, type SiteServices, waitFor } from './http'

const email = z.email('Please enter a valid email address').transform((e) => e.toLowerCase())
const otp = z.string().regex(/^\s*\d{6}\s*$/, 'Enter the 6-digit code')
const id = z.string().min(1).max(100)

/** Email login (CONNECT_EMAIL, CONNECT_DEVICE, CONNECT_OTP), the approval link and email change. */
export function emailRoutes(services: SiteServices) {
  const { emailAuth } = services
  const app = new Hono()

  app.post('/api/email/connect', async (c) => {
    const body = await readBody(c, z.object({ email, deviceId: id }))
    // The cookie wins: it outlives the frame, whose own storage the browser may deny.
    const deviceId = readDeviceCookie(c) ?? body.deviceId
    return c.json(await emailAuth.start(body.email, deviceId, services.siteUrl, requireFrame(c)))
  })

  app.post('/api/email/device', async (c) => {
    const { loginId } = await readBody(c, z.object({ loginId: id }))
    const approved = await waitFor(
      async () => ((await emailAuth.isDeviceApproved(loginId)) ? true : null),
      services.pollTimeoutMs,
      c.req.raw.signal,
    )
    return c.json({ approved: approved === true })
  })

  app.post('/api/email/otp', async (c) => {
    const body = await readBody(c, z.object({ loginId: id, otp }))
    const { token } = await emailAuth.verify(body.loginId, body.otp, requireFrame(c))
    return c.json({ token })
  })

  app.get('/device/approve', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    const token = c.req.query('token') ?? ''
    // Only reads: the approval happens on the button's POST.
    const email = await emailAuth.approvalEmail(token)
    if (!email)
      return c.html(
        messagePage('Device not approved', 'This approval link is invalid or has expired'),
        400,
      )
    return c.html(deviceApprovePage(token, email))
  })

  app.post('/device/approve', async (c) => {
    c.header('Content-Security-Policy', PAGE_CSP)
    const form = await c.req.parseBody()
    const token = typeof form.token === 'string' ? form.token : ''
    try {
      const approvedEmail = await emailAuth.approveDevice(token)
      return c.html(
        messagePage(
          'Device approved',
          `Signed in as ${approvedEmail}: return to the app and enter the code we sent.`,
        ),
      )
    } catch (error) {
      const message = error instanceof SecureSiteError ? error.shortMessage : 'Something went wrong'
      return c.html(messagePage('Device not approved', message), 400)
    }
  })

  app.post('/api/email/update', async (c) => {
    const user = await requireUser(c, services)
    const body = await readBody(c, z.object({ email }))
    return c.json(await emailAuth.startUpdate(user, body.email))
  })

  app.post('/api/email/update/primary', async (c) => {
    const user = await requireUser(c, services)
    const body = await readBody(c, z.object({ updateId: id, otp }))
    await emailAuth.verifyPrimary(user, body.updateId, body.otp)
    return c.json({ ok: true })
  })

  app.post('/api/email/update/secondary', async (c) => {
    const user = await requireUser(c, services)
    const body = await readBody(c, z.object({ updateId: id, otp }))
    const newEmail = await emailAuth.verifySecondary(user, body.updateId, body.otp)
    // Sessions opened with the old address end: only the frame that made the change stays in.
    await services.sessions.endOthers(user.id, bearer(c) ?? '')
    return c.json({ newEmail })
  })

  return app
}
