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
import { WalletSend } from './WalletSend'

type Args = {
  setup?: (stores: Stores) => void
  theme: 'light' | 'dark'
  options?: Partial<ModalOptions>
}

const meta: Meta<Args> = {
  title: 'Views/WalletSend',
  args: { theme: 'light' },
  render: ({ setup, theme, options }) => (
    <FixtureStory {...(setup ? { setup } : {})} theme={theme} options={options}>
      <WalletSend />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

const filled = (stores: Stores) => {
  stores.send.token = FIXTURE_TOKENS[1]
  stores.send.sendTokenAmount = '5'
  stores.send.receiverInput = 'bob.reown.id'
  stores.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  stores.send.receiverProfileName = 'bob.reown.id'
  stores.send.receiverStatus = 'resolved'
}

export const Empty: Story = {}
export const EmptyDark: Story = { args: { theme: 'dark' } }
export const Filled: Story = {
  tags: ['gallery'],
  args: { setup: filled },
}
export const TokenRequired: Story = {
  args: {
    setup: (stores) => {
      stores.send.error = 'A token is required'
    },
  },
}
export const InsufficientBalance: Story = {
  args: {
    setup: (stores) => {
      filled(stores)
      stores.send.sendTokenAmount = '5000'
      stores.send.error = 'Insufficient USDC balance'
    },
    theme: 'dark',
  },
}

/** On Solana: SOL to a base58 address (no names). */
export const Solana: Story = {
  args: {
    options: SOLANA_OPTIONS,
    setup: (stores) => {
      connectFixtureOnSolana(stores)
      stores.send.token = SOLANA_FIXTURE_TOKENS[0]
      stores.send.sendTokenAmount = '0.01'
      stores.send.receiverInput = SOLANA_FIXTURE_RECEIVER
      stores.send.receiverAddress = SOLANA_FIXTURE_RECEIVER
      stores.send.receiverStatus = 'resolved'
    },
  },
}
/** On Solana, something that is not an address typed as the receiver (dark). */
export const SolanaNotAnAddressDark: Story = {
  args: {
    options: SOLANA_OPTIONS,
    theme: 'dark',
    setup: (stores) => {
      connectFixtureOnSolana(stores)
      stores.send.token = SOLANA_FIXTURE_TOKENS[1]
      stores.send.sendTokenAmount = '2'
      stores.send.receiverInput = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      stores.send.receiverStatus = 'unknown'
    },
  },
}
