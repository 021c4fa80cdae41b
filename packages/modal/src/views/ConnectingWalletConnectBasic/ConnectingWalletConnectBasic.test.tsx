import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/router'
import { walletConnectViewTest } from '../../testing/walletConnectViewTest'
import { ConnectingWalletConnectBasic } from './ConnectingWalletConnectBasic'

const sdk = vi.hoisted(() => ({ client: undefined as unknown }))
vi.mock('@walletconnect/sign-client', () => ({
  SignClient: { init: async () => sdk.client },
}))

const { find, mount: mountView, shadow, waitFor } = walletConnectViewTest(sdk)
const mount = () =>
  mountView(<ConnectingWalletConnectBasic />, (core) =>
    openModal(core.stores, 'ConnectingWalletConnectBasic'),
  )

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
