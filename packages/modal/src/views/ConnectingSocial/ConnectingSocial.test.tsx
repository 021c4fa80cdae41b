import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { ConnectingSocial } from './ConnectingSocial'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('ConnectingSocial', () => {
  it('names the provider while the popup is open, and shows why it failed', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.router.current = { view: 'ConnectingSocial', params: { provider: 'github' } }
        stores.auth.social = { provider: 'github', status: 'waiting', error: undefined }
      },
    })
    const view = await renderForTest(core, <ConnectingSocial />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Continue in the GitHub window')
    core.stores.auth.social.status = 'error'
    core.stores.auth.social.error = 'Untrusted Origin'
    await view.flush()
    expect(view.container.textContent).toContain('GitHub sign-in failed')
    expect(view.container.textContent).toContain('Untrusted Origin')
  })
})
