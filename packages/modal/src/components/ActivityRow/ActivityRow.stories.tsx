import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { fixtureTransactions } from '../../testing/fixtureData'
import { ActivityRow } from './ActivityRow'

const [sent, received, , failed] = fixtureTransactions(4, FIXTURE_ADDRESS)

const meta: Meta<typeof ActivityRow> = {
  title: 'Components/ActivityRow',
  component: ActivityRow,
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <ActivityRow {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof ActivityRow>

export const Sent: Story = { args: { transaction: sent, owner: FIXTURE_ADDRESS } }
export const Received: Story = { args: { transaction: received, owner: FIXTURE_ADDRESS } }
export const Failed: Story = { args: { transaction: failed, owner: FIXTURE_ADDRESS } }
export const SentDark: Story = { ...Sent, name: 'Sent Dark' }
