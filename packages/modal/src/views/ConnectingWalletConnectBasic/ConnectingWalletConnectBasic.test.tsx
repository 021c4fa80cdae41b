import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/router'
import { CoreFixture } from '../../testing/CoreFixture'
import { createTestCore } from '../../testing/createTestCore'
import { createFakeSignClient } from '../../testing/fakeSignClient'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic'

const sdk = vi.hoisted(() => ({ client: undefined as unknown }))
vi.mock('@walletconnect/sign-client', () => ({
  SignClient: { init: async () => sdk.client },
}))

let root: Root | undefined
let host: HTMLDivElement

async function waitFor(check: () => boolean, timeout = 5000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('condition not met in time')
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)))
  }
}
const shadow = () => host.querySelector('div')?.shadowRoot
const find = (selector: string) => shadow()?.querySelector<HTMLElement>(selector) ?? null

function mount() {
  const fake = createFakeSignClient()
  sdk.client = { ...fake.client, core: { ...fake.client.core, verify: {} } }
  const core = createTestCore({
    connected: true,
    setup: (stores) => {
      stores.account.status = 'disconnected'
      stores.account.address = undefined
    },
  })
  openModal(core.stores, 'ConnectingWalletConnectBasic')
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <CoreFixture core={core}>
        <ConnectingWalletConnectBasic />
      </CoreFixture>,
    ),
  )
  return { fake, core }
}

beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('ConnectingWalletConnectBasic', () => {
  it('shows the pairing URI as a QR code for any wallet, then closes once the wallet approves', async () => {
    const { fake, core } = mount()
    await waitFor(() => Boolean(find('[data-testid="w3m-qr-code"]')))
    expect(find('[data-testid="w3m-wc-qr"]')?.dataset.uri).toBe(fake.proposals[0]?.uri)
    expect(shadow()?.textContent).toContain('Scan this QR code with your phone')
    expect(find('[data-testid="w3m-connect-retry"]')).toBeNull()
    await act(async () => void fake.proposals[0]?.approve())
    await waitFor(() => core.stores.modal.open === false)
    expect(core.stores.connections.activeConnectorId).toBe('walletConnect')
  })

  it('says Connection rejected when the wallet refuses; Try again shows a new pairing', async () => {
    const { fake } = mount()
    await waitFor(() => fake.proposals.length === 1)
    await act(async () => fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' }))
    await waitFor(() => Boolean(find('[data-testid="w3m-connect-retry"]')))
    expect(find('[data-testid="w3m-wc-basic-message"]')?.textContent).toBe('Connection rejected')
    await act(async () => find('[data-testid="w3m-connect-retry"]')?.click())
    await waitFor(() => find('[data-testid="w3m-wc-qr"]')?.dataset.uri === fake.proposals[1]?.uri)
    expect(find('[data-testid="w3m-connect-retry"]')).toBeNull()
  })
})
