import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/router'
import { CoreFixture } from '../../testing/CoreFixture'
import { createTestCore } from '../../testing/createTestCore'
import { createFakeSignClient } from '../../testing/fakeSignClient'
import { ConnectingWalletConnect } from './ConnectingWalletConnect'

const sdk = vi.hoisted(() => ({ client: undefined as unknown }))
vi.mock('@walletconnect/sign-client', () => ({
  SignClient: { init: async () => sdk.client },
}))

const WALLET = {
  id: 'w-mobile',
  name: 'Devnet Mobile Wallet',
  image_id: 'img',
  mobile_link: null,
  webapp_link: 'http://127.0.0.1:4100/mobile-wallet/',
  app_store: null,
  play_store: null,
}

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

function mount(mobile: boolean) {
  const fake = createFakeSignClient()
  sdk.client = { ...fake.client, core: { ...fake.client.core, verify: {} } }
  const core = createTestCore({
    connected: true,
    setup: (stores) => {
      stores.account.status = 'disconnected'
      stores.account.address = undefined
      stores.wallets.featured = [WALLET as never]
    },
  })
  core.platform = mobile ? { os: 'android', mobile: true, telegram: false } : core.platform
  openModal(core.stores, 'ConnectingWalletConnect', { walletId: WALLET.id })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  act(() =>
    root?.render(
      <CoreFixture core={core}>
        <ConnectingWalletConnect />
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

describe('ConnectingWalletConnect', () => {
  it('shows the pairing URI as a QR code, then closes the modal once the wallet approves', async () => {
    const { fake, core } = mount(false)
    await waitFor(() => Boolean(find('[data-testid="w3m-qr-code"]')))
    expect(find('[data-testid="w3m-wc-qr"]')?.dataset.uri).toBe(fake.proposals[0]?.uri)
    expect(shadow()?.textContent).toContain('Continue in Devnet Mobile Wallet')
    await act(async () => void fake.proposals[0]?.approve())
    await waitFor(() => core.stores.modal.open === false)
    expect(core.stores.connections.activeConnectorId).toBe('walletConnect')
  })

  it('says Connection rejected and offers a new pairing when the wallet refuses', async () => {
    const { fake } = mount(false)
    await waitFor(() => fake.proposals.length === 1)
    await act(async () => fake.proposals[0]?.reject({ code: 5000, message: 'User rejected.' }))
    await waitFor(() => Boolean(find('[data-testid="w3m-connect-retry"]')))
    expect(shadow()?.textContent).toContain('Connection rejected')
    await act(async () => find('[data-testid="w3m-connect-retry"]')?.click())
    await waitFor(() => find('[data-testid="w3m-wc-qr"]')?.dataset.uri === fake.proposals[1]?.uri)
  })

  it('on mobile links to the web app with the URI instead of drawing a QR code', async () => {
    const { fake } = mount(true)
    await waitFor(() => Boolean(find('[data-testid="w3m-wc-open"]')))
    const href = find('[data-testid="w3m-wc-open"]')?.getAttribute('href')
    expect(href).toBe(
      `http://127.0.0.1:4100/mobile-wallet/wc?uri=${encodeURIComponent(fake.proposals[0]?.uri ?? '')}`,
    )
    expect(find('[data-testid="w3m-wc-open"]')?.getAttribute('target')).toBe('_blank')
    expect(find('[data-testid="w3m-qr-code"]')).toBeNull()
  })
})
