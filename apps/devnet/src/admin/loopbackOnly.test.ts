import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { ADMIN_PATHS, isLoopbackHost, loopbackOnly } from './loopbackOnly'

const PORT = 4310

/** An admin route behind the guard, reached from `remoteAddress` on the devnet's port. */
function call(path: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const app = new Hono()
  for (const admin of ADMIN_PATHS) app.use(admin, loopbackOnly)
  app.get('*', (c) => c.text('secret'))
  const socket = { remoteAddress, remotePort: 50_000, remoteFamily: 'IPv4', localPort: PORT }
  return app.request(path, { headers }, { incoming: { socket } })
}

describe('loopbackOnly', () => {
  it('answers a loopback caller naming a loopback host on the devnet port', async () => {
    for (const host of [`127.0.0.1:${PORT}`, `localhost:${PORT}`, `[::1]:${PORT}`]) {
      const response = await call('/devnet/mail/messages', { host })
      expect(response.status, host).toBe(200)
      expect(await response.text()).toBe('secret')
    }
  })

  it('refuses a rebinding Host, another port, a foreign Origin and a remote caller', async () => {
    const host = `127.0.0.1:${PORT}`
    const refused = [
      call('/devnet/mail/latest', { host: `rebind.evil.example:${PORT}` }),
      call('/inbox', { host: `attacker.test:${PORT}` }),
      call('/devnet/analytics', { host: `127.0.0.1:${PORT + 1}` }),
      call('/devnet/names', { host: '127.0.0.1' }),
      call('/devnet/faults', { host, origin: 'https://evil.example' }),
      call('/devnet/analytics', { host }, '192.168.1.20'),
    ]
    for (const response of await Promise.all(refused)) {
      expect(response.status).toBe(403)
      expect(await response.text()).not.toContain('secret')
    }
  })

  it('leaves routes outside the admin paths alone', async () => {
    expect((await call('/v1/supported-chains', { host: 'example.com' })).status).toBe(200)
  })
})

describe('isLoopbackHost', () => {
  it('needs both a loopback name and the listening port', () => {
    expect(isLoopbackHost('LOCALHOST:80', 80)).toBe(true)
    expect(isLoopbackHost('localhost', 80)).toBe(true)
    expect(isLoopbackHost('127.0.0.1.nip.io:80', 80)).toBe(false)
    expect(isLoopbackHost('127.0.0.1:80@evil.example', 80)).toBe(false)
    expect(isLoopbackHost(undefined, 80)).toBe(false)
  })
})
