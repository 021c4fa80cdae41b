import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'
import type { Core } from '../core/createCore'
import { CoreFixture } from './CoreFixture'
import { createTestCore } from './createTestCore'
import { createFakeSignClient } from './fakeSignClient'

/**
 * The test setup of the WalletConnect views (ConnectingWalletConnect, ConnectingWalletConnectBasic):
 * a disconnected core, the fake WalletConnect SDK as the test file's mocked
 * `@walletconnect/sign-client` (`sdk`: vi.mock stays in the test file, where vitest hoists it),
 * the view mounted in the modal's shadow root, and lookups into it. Registers its own cleanup.
 */
export function walletConnectViewTest(sdk: { client: unknown }) {
  let root: Root | undefined
  let host: HTMLDivElement | undefined
  beforeEach(() => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  })
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ''
    localStorage.clear()
  })
  const shadow = () => host?.querySelector('div')?.shadowRoot
  return {
    shadow,
    find: (selector: string) => shadow()?.querySelector<HTMLElement>(selector) ?? null,
    /** Waits, letting React and the fake SDK run, until `check` holds. */
    async waitFor(check: () => boolean, timeout = 5000) {
      const start = Date.now()
      while (!check()) {
        if (Date.now() - start > timeout) throw new Error('condition not met in time')
        await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))
      }
    },
    /** Mounts `view` on a fresh disconnected core; `prepare` fills the stores and opens the view. */
    mount(view: ReactNode, prepare: (core: Core) => void) {
      const fake = createFakeSignClient()
      sdk.client = { ...fake.client, core: { ...fake.client.core, verify: {} } }
      const core = createTestCore({
        connected: true,
        setup: (stores) => {
          stores.account.status = 'disconnected'
          stores.account.address = undefined
        },
      })
      prepare(core)
      host = document.createElement('div')
      document.body.append(host)
      const mounted = createRoot(host)
      root = mounted
      act(() => mounted.render(<CoreFixture core={core}>{view}</CoreFixture>))
      return { fake, core }
    },
  }
}
