import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Core } from '../../core/createCore'
import de from '../../i18n/catalogs/de'
import type { AccountSession } from '../../stores/createSessionsStore'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { connectFakeWallet } from '../../testing/fakeWallet'
import { renderForTest } from '../../testing/renderForTest'
import { SessionList, SessionsSection } from './SessionsSection'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

const DAY = 86_400
const session = (pci: string, overrides: Partial<AccountSession> = {}): AccountSession => ({
  pci,
  address: FIXTURE_ADDRESS,
  chainId: 'eip155:8453',
  permissions: [],
  policies: [],
  expiry: Math.floor(Date.now() / 1000) + 30 * DAY,
  createdAt: '2026-11-01T00:00:00.000Z',
  revokedAt: null,
  ...overrides,
})

/** A core on the fake wallet whose Blockchain API answers the sessions calls with `api`. */
async function setup(api: Partial<Core['blockchain']>, wallet: { reject?: boolean } = {}) {
  const signed: string[] = []
  const { core } = await connectFakeWallet({
    ...wallet,
    signMessage: async (message) => {
      signed.push(message)
      return `0x${'ab'.repeat(65)}`
    },
  })
  core.blockchain = { ...core.blockchain, ...api } as Core['blockchain']
  const view = await renderForTest(core, <SessionsSection />)
  cleanup = view.unmount
  await view.flush()
  return { core, view, signed }
}

describe('SessionsSection', () => {
  it('lists the account sessions from /v1/sessions and revokes one with a signature of its pci', async () => {
    const getSessions = vi.fn(async () => [
      session('old', { revokedAt: '2026-11-02T00:00:00.000Z' }),
      session('live', { createdAt: '2026-11-03T00:00:00.000Z' }),
      session('gone', { expiry: 1_700_000_000 }),
    ])
    const revokeSession = vi.fn(async (_account: string, request: { pci: string }) =>
      session(request.pci, { revokedAt: new Date().toISOString() }),
    )
    const { view, signed } = await setup({ getSessions, revokeSession })
    expect(getSessions).toHaveBeenCalledWith(FIXTURE_ADDRESS)
    const rows = [...view.container.querySelectorAll('li')]
    // Newest first; only the live one can be revoked.
    expect(rows.map((row) => row.dataset.testid)).toEqual([
      'w3m-session-live',
      'w3m-session-old',
      'w3m-session-gone',
    ])
    expect(rows[0]?.textContent).toMatch(/^BaseExpires /)
    expect(rows[1]?.textContent).toContain('Revoked')
    expect(rows[2]?.textContent).toContain('Expired')
    expect(view.container.querySelectorAll('[data-testid="w3m-session-revoke"]')).toHaveLength(1)
    view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-session-revoke"]')?.click()
    await vi.waitFor(() => expect(revokeSession).toHaveBeenCalled())
    expect(signed).toEqual(['live'])
    expect(revokeSession).toHaveBeenCalledWith(FIXTURE_ADDRESS, {
      pci: 'live',
      signature: `0x${'ab'.repeat(65)}`,
    })
    await view.flush()
    expect(view.container.querySelector('[data-testid="w3m-session-live"]')?.textContent).toContain(
      'Revoked',
    )
    expect(view.container.querySelector('[data-testid="w3m-session-revoke"]')).toBeNull()
  })

  it('a refusal in the wallet keeps the session and says nothing; a failed load offers Try again', async () => {
    let fail = true
    const getSessions = vi.fn(async () => {
      if (fail) throw new Error('down')
      return [session('live')]
    })
    const revokeSession = vi.fn()
    const { view } = await setup({ getSessions, revokeSession }, { reject: true })
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Could not load sessions',
    )
    fail = false
    const retry = [...view.container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    )
    retry?.click()
    await view.flush()
    view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-session-revoke"]')?.click()
    await view.flush()
    expect(revokeSession).not.toHaveBeenCalled()
    expect(view.container.querySelector('[role="alert"]')).toBeNull()
    expect(view.container.querySelector('[data-testid="w3m-session-revoke"]')).not.toBeNull()
  })

  it('a revoke outlives the view (the approval card replaces it) and the list comes back revoked', async () => {
    let answer: (value: AccountSession) => void = () => {}
    const getSessions = vi.fn(async () => [session('live')])
    const revokeSession = vi.fn(
      () =>
        new Promise<AccountSession>((resolve) => {
          answer = resolve
        }),
    )
    const { core, view } = await setup({ getSessions, revokeSession })
    view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-session-revoke"]')?.click()
    await vi.waitFor(() => expect(revokeSession).toHaveBeenCalled())
    view.unmount()
    // Back while the API still works on it: no stale reload, the row says it is on its way.
    const again = await renderForTest(core, <SessionsSection />)
    cleanup = again.unmount
    await again.flush()
    expect(getSessions).toHaveBeenCalledTimes(1)
    expect(again.container.querySelector('[data-testid="w3m-session-revoke"]')?.textContent).toBe(
      'Revoking…',
    )
    answer(session('live', { revokedAt: '2026-11-05T00:00:00.000Z' }))
    await again.flush()
    expect(
      again.container.querySelector('[data-testid="w3m-session-live"]')?.textContent,
    ).toContain('Revoked')
  })

  it('speaks the locale of the modal: German words and German dates', async () => {
    const core = createTestCore({
      setup: (stores) => Object.assign(stores.options, { locale: 'de', catalog: de }),
    })
    const noon = (day: string) => Date.parse(`${day}T12:00:00.000Z`) / 1000
    const view = await renderForTest(
      core,
      <SessionList
        state={{
          status: 'ready',
          sessions: [
            session('a', { expiry: noon('2099-03-05') }),
            session('b', { revokedAt: '2026-03-05T12:00:00.000Z' }),
            session('c', { expiry: noon('2026-01-02') }),
          ],
        }}
        revokeError="Could not revoke the session"
        onRevoke={() => {}}
        onRetry={() => {}}
      />,
    )
    cleanup = view.unmount
    const text = (pci: string) =>
      view.container.querySelector(`[data-testid="w3m-session-${pci}"]`)?.textContent
    expect(view.container.querySelector('h3')?.textContent).toBe('Sitzungen')
    expect(text('a')).toContain('Läuft am 5. März 2099 ab')
    expect(text('a')).toContain('Widerrufen')
    expect(text('b')).toContain('Widerrufen am 5. März 2026')
    expect(text('c')).toContain('Am 2. Jan. 2026 abgelaufen')
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Die Sitzung konnte nicht widerrufen werden',
    )
  })
})
