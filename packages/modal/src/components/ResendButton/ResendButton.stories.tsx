import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { ResendButton } from './ResendButton'

type Args = FixtureStoryArgs & { waitMs: number }

const meta = {
  title: 'Components/ResendButton',
  render: ({ waitMs, ...args }: Args) => (
    <FixtureStory {...args}>
      <ResendButton availableAt={Date.now() + waitMs} onResend={() => {}} />
    </FixtureStory>
  ),
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

const none = () => {}
/** Counting down the 30 s between sends. */
export const CountingDown: Story = { args: { setup: none, theme: 'light', waitMs: 30_000 } }
/** Counting down, dark theme. */
export const CountingDownDark: Story = { args: { setup: none, theme: 'dark', waitMs: 30_000 } }
/** Ready to resend. */
export const Ready: Story = { args: { setup: none, theme: 'light', waitMs: 0 } }
/** Ready to resend, dark theme. */
export const ReadyDark: Story = { args: { setup: none, theme: 'dark', waitMs: 0 } }
