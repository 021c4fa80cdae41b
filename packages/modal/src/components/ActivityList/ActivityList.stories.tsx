import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { ActivityList } from './ActivityList'

const meta: Meta<typeof ActivityList> = {
  title: 'Components/ActivityList',
  component: ActivityList,
  args: { owner: FIXTURE_ADDRESS, hasMore: false, loadingMore: false, onLoadMore: () => undefined },
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <ActivityList {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof ActivityList>

export const Months: Story = {
  args: { transactions: fixtureTransactions(8, FIXTURE_ADDRESS), status: 'ready' },
}
export const MonthsDark: Story = { ...Months, name: 'Months Dark' }
export const LongListWithMore: Story = {
  args: { transactions: fixtureTransactions(80, FIXTURE_ADDRESS), status: 'ready', hasMore: true },
}
export const LoadingMore: Story = {
  args: {
    transactions: fixtureTransactions(5, FIXTURE_ADDRESS),
    status: 'ready',
    hasMore: true,
    loadingMore: true,
  },
}
export const Loading: Story = { args: { transactions: [], status: 'loading' } }
export const Empty: Story = { args: { transactions: [], status: 'ready' } }
export const Failure: Story = { args: { transactions: [], status: 'error' } }
