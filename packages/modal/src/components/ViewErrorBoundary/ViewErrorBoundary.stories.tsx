import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { ViewErrorFallback } from './ViewErrorBoundary'

type Args = { theme: 'light' | 'dark' }

/** What a view shows when it threw while rendering or its chunk failed to load. */
const meta: Meta<Args> = {
  title: 'Components/ViewErrorBoundary',
  args: { theme: 'light' },
  render: ({ theme }) => (
    <FixtureStory setup={() => undefined} theme={theme}>
      <ViewErrorFallback onRetry={() => undefined} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

export const Failed: Story = {}
export const FailedDark: Story = { args: { theme: 'dark' } }
