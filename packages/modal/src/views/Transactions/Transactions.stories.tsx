import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { Transactions } from './Transactions'

type Args = { setup: (stores: Stores) => void; theme: 'light' | 'dark' }

const meta: Meta<Args> = {
  title: 'Views/Transactions',
  args: { theme: 'light' },
  render: ({ setup, theme }) => (
    <FixtureStory setup={setup} theme={theme}>
      <Transactions />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

const list = (count: number, next?: string) => (stores: Stores) => {
  stores.activity.status = 'ready'
  stores.activity.transactions = fixtureTransactions(count, FIXTURE_ADDRESS)
  stores.activity.next = next
}

export const Activity: Story = {
  tags: ['gallery'],
  args: { setup: list(8) },
}
export const LongList: Story = { args: { setup: list(100, 'cursor-2') } }
export const Loading: Story = {
  args: {
    setup: (stores) => {
      stores.activity.status = 'loading'
    },
  },
}
export const Empty: Story = { args: { setup: list(0) } }
export const Failure: Story = {
  args: {
    setup: (stores) => {
      stores.activity.status = 'error'
    },
  },
}
