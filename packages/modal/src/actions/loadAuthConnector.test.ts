import { STORAGE_KEYS } from '@w3m/frame-bridge'
import { describe, expect, it } from 'vitest'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'
import { createTestCore } from '../testing/createTestCore'
import { createFakeFrameClient } from '../testing/fakeAuthRuntime'
import {
  EMAIL_LOGIN_USED_KEY,
  hasAuthSession,
  loadAuthConnector,
  secureSiteBase,
  syncThemeWithFrame,
} from './loadAuthConnector'

describe('loadAuthConnector', () => {
  it('adds the auth connector to wagmi and the list, with a frame client for the secure site', async () => {
    const added: unknown[] = []
    const stores = createTestCore().stores
    const core = {
      stores,
      evm: {
        addConnector: (fn: unknown) => {
          added.push(fn)
          return 'w3mAuth'
        },
      } as unknown as EvmAdapter,
    } as Core
    const runtime = await loadAuthConnector(core)
    expect(runtime.connectorId).toBe('w3mAuth')
    expect(runtime.client.frameOrigin).toBe('http://localhost:4200')
    expect(added).toHaveLength(1)
    expect(stores.connectors.connectors).toContainEqual(
      expect.objectContaining({ id: 'w3mAuth', type: 'AUTH' }),
    )
    // Without a stored login nothing is put in the page until a flow needs the frame.
    expect(document.getElementById('w3m-iframe')).toBeNull()
    expect(await loadAuthConnector(core)).toBe(runtime)
  })

  it('spells the login flag as the bridge does', () => {
    expect(EMAIL_LOGIN_USED_KEY).toBe(STORAGE_KEYS.EMAIL_LOGIN_USED)
  })

  it('reads the stored login flag and strips /sdk from the secure site URL', () => {
    expect(hasAuthSession(undefined)).toBe(false)
    localStorage.setItem(STORAGE_KEYS.EMAIL_LOGIN_USED, 'true')
    expect(hasAuthSession(localStorage)).toBe(true)
    localStorage.clear()
    expect(secureSiteBase('http://localhost:4200/sdk')).toBe('http://localhost:4200')
    expect(secureSiteBase('https://secure.example.org')).toBe('https://secure.example.org')
  })

  it('keeps the frame UI in the modal theme once the frame is up', async () => {
    const client = createFakeFrameClient({ syncTheme: () => undefined })
    const stores = createTestCore({
      options: {
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#ff0000' },
      },
    }).stores
    syncThemeWithFrame({ stores } as Core, client)
    stores.options.themeMode = 'dark'
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.calls.at(-1)).toEqual({
      name: 'syncTheme',
      payload: { themeMode: 'dark', themeVariables: { '--w3m-accent': '#ff0000' } },
    })
  })

  it("shows 'Session Expired' once when the restore finds the frame session expired", async () => {
    let connectorFn: ((config: unknown) => { isAuthorized(): Promise<boolean> }) | undefined
    const stores = createTestCore().stores
    const core = {
      stores,
      evm: {
        addConnector: (fn: typeof connectorFn) => {
          connectorFn = fn
          return 'w3mAuth'
        },
      } as unknown as EvmAdapter,
    } as Core
    const { client } = await loadAuthConnector(core)
    client.storage.set('EMAIL_LOGIN_USED', 'true')
    // The frame's answer for a revoked session; the real client then forgets the login.
    client.isConnected = async () => {
      client.storage.clearLogin()
      return { isConnected: false }
    }
    const connector = connectorFn?.({ chains: [], emitter: { emit: () => undefined } })
    expect(await connector?.isAuthorized()).toBe(false)
    expect(await connector?.isAuthorized()).toBe(false)
    expect(stores.toast.toasts.map(({ variant, message }) => ({ variant, message }))).toEqual([
      { variant: 'error', message: 'Session Expired' },
    ])
    expect(hasAuthSession(localStorage)).toBe(false)
    localStorage.clear()
  })
})
