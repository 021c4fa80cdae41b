import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { FIXTURE_TOKENS, fixtureTransactions, manyTokens } from '../../testing/fixtureData'
import { AccountTabs } from './AccountTabs'

type Args = { setup: (stores: Stores) => void; theme: 'light' | 'dark' }

const meta: Meta<Args> = {
  title: 'Components/AccountTabs',
  args: { theme: 'light' },
  render: ({ setup, theme }) => (
    <FixtureStory setup={setup} theme={theme}>
      <AccountTabs />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

const ready = (stores: Stores) => {
  stores.balances.status = 'ready'
  stores.balances.tokens = FIXTURE_TOKENS
  stores.balances.totalValue = 30_629.63
  stores.activity.status = 'ready'
  stores.activity.transactions = fixtureTransactions(6, FIXTURE_ADDRESS)
}

export const Tokens: Story = { args: { setup: ready } }
export const TokensDark: Story = { args: { setup: ready, theme: 'dark' } }
export const ManyTokens: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'ready'
      stores.balances.tokens = manyTokens(50)
      stores.balances.totalValue = 2550
    },
  },
}
export const Loading: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'loading'
    },
  },
}
export const BalanceUnavailable: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'error'
    },
  },
}
export const Empty: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'ready'
    },
  },
}
