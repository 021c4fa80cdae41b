import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { WalletSendPreview } from './WalletSendPreview'

type Args = { setup: (stores: Stores) => void; theme: 'light' | 'dark' }

const meta: Meta<Args> = {
  title: 'Views/WalletSendPreview',
  args: { theme: 'light' },
  render: ({ setup, theme }) => (
    <FixtureStory setup={setup} theme={theme}>
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

export const WithFee: Story = { args: { setup: ready } }
export const WithFeeDark: Story = { args: { setup: ready, theme: 'dark' } }
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
