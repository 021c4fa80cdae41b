import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import {
  connectFixtureOnSolana,
  SOLANA_FIXTURE_RECEIVER,
  SOLANA_FIXTURE_TOKENS,
  SOLANA_OPTIONS,
} from '../../testing/solanaFixture'
import type { ModalOptions } from '../../utils/resolveOptions'
import { WalletSendPreview } from './WalletSendPreview'

type Args = {
  setup: (stores: Stores) => void
  theme: 'light' | 'dark'
  options?: Partial<ModalOptions>
}

const meta: Meta<Args> = {
  title: 'Views/WalletSendPreview',
  args: { theme: 'light' },
  render: ({ setup, theme, options }) => (
    <FixtureStory setup={setup} theme={theme} options={options}>
      <WalletSendPreview />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

const ready = (stores: Stores) => {
  stores.send.token = FIXTURE_TOKENS[0]
  stores.send.sendTokenAmount = '0.01'
  stores.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  stores.send.receiverProfileName = 'bob.reown.id'
  stores.send.fee = { gas: '25200', maxFeePerGas: '2000000000', fee: '0.0000504', symbol: 'ETH' }
}

export const WithFee: Story = {
  tags: ['gallery'],
  args: { setup: ready },
}
export const Estimating: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      stores.send.fee = undefined
      stores.send.status = 'estimating'
    },
  },
}
export const WaitingForWallet: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      stores.send.status = 'sending'
    },
  },
}
export const Failed: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      stores.send.error = 'Failed to send'
    },
  },
}

const pending = (stores: Stores) => {
  ready(stores)
  stores.send.status = 'pending'
  stores.send.hash = `0x${'12'.repeat(32)}`
}

/** The receipt is slow: pending, with the hash and the explorer link; Send stays off. */
export const Pending: Story = { args: { setup: pending } }
/** Pending, dark. */
export const PendingDark: Story = { args: { setup: pending, theme: 'dark' } }

const solanaReady = (stores: Stores) => {
  connectFixtureOnSolana(stores)
  stores.send.token = SOLANA_FIXTURE_TOKENS[1]
  stores.send.sendTokenAmount = '1.5'
  stores.send.receiverAddress = SOLANA_FIXTURE_RECEIVER
}

/** On Solana: USDC to a base58 address, on the Solana network (the fixed fee is not estimated). */
export const Solana: Story = { args: { setup: solanaReady, options: SOLANA_OPTIONS } }
/** On Solana, signed and sent: waiting for the cluster to confirm it (dark). */
export const SolanaConfirmingDark: Story = {
  args: {
    setup: (stores) => {
      solanaReady(stores)
      stores.send.status = 'waiting'
    },
    options: SOLANA_OPTIONS,
    theme: 'dark',
  },
}
/** On Solana, the cluster refused the send. */
export const SolanaFailed: Story = {
  args: {
    setup: (stores) => {
      solanaReady(stores)
      stores.send.error = 'Failed to send'
    },
    options: SOLANA_OPTIONS,
  },
}
