import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createStoryCore, storyWallets } from '../testing/ModalStory'
import { type Headless, headlessOf } from './createHeadless'
import { useW3mHeadless } from './useW3mHeadless'

/**
 * A host's own connect UI on the headless API (`@w3m/modal/headless/react`): the wallet list,
 * connect, the account, networks and switch, sign. No view of the modal is rendered.
 */
function HeadlessExample({ headless }: { headless: Headless }) {
  const state = useW3mHeadless(headless)
  const [signature, setSignature] = useState<string>()
  const wallets = [
    ...state.wallets.announced,
    ...state.wallets.recent,
    ...state.wallets.recommended,
  ]
  return (
    <section aria-labelledby="headless-title" style={{ fontFamily: 'system-ui', maxWidth: 360 }}>
      <h2 id="headless-title">My dapp's wallet menu</h2>
      {state.status === 'connected' ? (
        <>
          <p data-testid="headless-address">
            {state.address} on {state.network?.name}
          </p>
          <p>
            {state.networks.map((network) => (
              <button
                key={network.caipNetworkId}
                type="button"
                aria-pressed={network.caipNetworkId === state.network?.caipNetworkId}
                onClick={() => void headless.switchNetwork(network.id)}
              >
                {network.name}
              </button>
            ))}
          </p>
          <p>
            <button
              type="button"
              onClick={() =>
                void headless
                  .signMessage('Hello')
                  .then(setSignature, (error: Error) => setSignature(error.message))
              }
            >
              Sign “Hello”
            </button>{' '}
            <button type="button" onClick={() => void headless.disconnect()}>
              Disconnect
            </button>
          </p>
          {signature ? <p>{signature}</p> : null}
        </>
      ) : (
        <ul aria-label="Wallets" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" onClick={() => void headless.connect(wallet.id)}>
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.error ? <p role="alert">{state.error}</p> : null}
    </section>
  )
}

const meta = {
  title: 'Headless/Example',
  component: HeadlessExample,
} satisfies Meta<typeof HeadlessExample>
export default meta
type Story = StoryObj<typeof meta>

/** A story core (the fixture wallets, no network) without a wallet behind it. */
function storyHeadless(connected: boolean): Headless {
  const core = createStoryCore({
    connected,
    setup: (stores) => {
      stores.wallets.recommended = storyWallets(3)
    },
  })
  core.evm = undefined
  // A story makes no request: the project and the explorer's lists count as fetched, and no modal
  // is open to fetch them (the fixture lists above stand in).
  core.fetched = true
  core.stores.modal.open = false
  return headlessOf(core)
}

/** Disconnected: the announced Devnet Wallet first, then the explorer's recommended ones. */
export const WalletList: Story = { args: { headless: storyHeadless(false) } }

/** Connected on Base: the networks to switch to, sign and disconnect. */
export const Connected: Story = { args: { headless: storyHeadless(true) } }
