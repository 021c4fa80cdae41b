import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { SIWXSignMessage } from './SIWXSignMessage'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('SIWXSignMessage', () => {
  it('shows the statement, then "Authenticating..." while signing', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.options.siwx = { statement: 'Sign in to the demo.' }
      },
    })
    const view = await renderForTest(core, <SIWXSignMessage />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Sign in to the demo.')
    core.stores.auth.siwx.status = 'signing'
    await view.flush()
    const sign = view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-siwx-sign"]')
    expect(sign?.textContent).toBe('Authenticating...')
    expect(sign?.disabled).toBe(true)
  })
})
