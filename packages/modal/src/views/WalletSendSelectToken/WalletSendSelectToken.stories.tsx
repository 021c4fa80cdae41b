import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_TOKENS, manyTokens } from '../../testing/fixtureData'
import { WalletSendSelectToken } from './WalletSendSelectToken'

type Args = { setup: (stores: Stores) => void; theme: 'light' | 'dark' }

const meta: Meta<Args> = {
  title: 'Views/WalletSendSelectToken',
  args: { theme: 'light' },
  render: ({ setup, theme }) => (
    <FixtureStory setup={setup} theme={theme}>
      <WalletSendSelectToken />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

const tokens = (list: typeof FIXTURE_TOKENS) => (stores: Stores) => {
  stores.balances.status = 'ready'
  stores.balances.tokens = list
}

export const Tokens: Story = {
  tags: ['gallery'],
  args: { setup: tokens(FIXTURE_TOKENS) },
}
export const ManyTokens: Story = { args: { setup: tokens(manyTokens(80)) } }
export const Empty: Story = { args: { setup: tokens([]) } }
export const Loading: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'loading'
    },
  },
}
export const Failure: Story = {
  args: {
    setup: (stores) => {
      stores.balances.status = 'error'
    },
  },
}
