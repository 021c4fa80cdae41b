import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { WalletSendSuccess } from './WalletSendSuccess'

const sent = (stores: Stores) => {
  stores.router.current = {
    view: 'WalletSendSuccess',
    params: {
      hash: '0x8f2b7e0a5c1d4e3f9a6b2c8d7e1f0a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f',
      chainId: 8453,
      amount: '5',
      symbol: 'USDC',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  }
}

const meta: Meta<{ theme: 'light' | 'dark' }> = {
  title: 'Views/WalletSendSuccess',
  args: { theme: 'light' },
  render: ({ theme }) => (
    <FixtureStory setup={sent} theme={theme}>
      <WalletSendSuccess />
    </FixtureStory>
  ),
}
export default meta

export const Sent: StoryObj<{ theme: 'light' | 'dark' }> = {}
export const SentDark: StoryObj<{ theme: 'light' | 'dark' }> = { args: { theme: 'dark' } }
