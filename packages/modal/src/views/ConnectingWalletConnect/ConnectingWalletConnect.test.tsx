import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/router'
import { walletConnectViewTest } from '../../testing/walletConnectViewTest'
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

const { find, mount: mountView, shadow, waitFor } = walletConnectViewTest(sdk)
const mount = (mobile: boolean) =>
  mountView(<ConnectingWalletConnect />, (core) => {
    core.stores.wallets.featured = [WALLET as never]
    if (mobile) core.platform = { os: 'android', mobile: true, telegram: false }
    openModal(core.stores, 'ConnectingWalletConnect', { walletId: WALLET.id })
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
