import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { ViewErrorBoundary } from './ViewErrorBoundary'

/** The boundary as it stands after a view failed (no throw needed, so no console error). */
class AfterAFailure extends ViewErrorBoundary {
  override state = { failed: true }
}

type Args = { theme: 'light' | 'dark' }

/** What a view shows when it threw while rendering or its chunk failed to load. */
const meta: Meta<Args> = {
  title: 'Components/ViewErrorBoundary',
  args: { theme: 'light' },
  render: ({ theme }) => (
    <FixtureStory setup={() => undefined} theme={theme}>
      <AfterAFailure>{null}</AfterAFailure>
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

export const Failed: Story = {}
export const FailedDark: Story = { args: { theme: 'dark' } }
