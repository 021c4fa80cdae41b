import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { OtpInput } from './OtpInput'

type Args = FixtureStoryArgs & { error?: string; disabled?: boolean }

const meta = {
  title: 'Components/OtpInput',
  render: ({ error, disabled, ...args }: Args) => (
    <FixtureStory {...args}>
      <OtpInput onComplete={() => {}} error={error} disabled={disabled} />
    </FixtureStory>
  ),
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

const none = () => {}
/** Empty, waiting for the code. */
export const Empty: Story = { args: { setup: none, theme: 'light' } }
/** Empty, dark theme. */
export const EmptyDark: Story = { args: { setup: none, theme: 'dark' } }
/** A refused code. */
export const WithError: Story = { args: { setup: none, theme: 'light', error: 'Invalid code' } }
/** A refused code, dark theme. */
export const WithErrorDark: Story = { args: { setup: none, theme: 'dark', error: 'Invalid code' } }
/** Disabled while the code is checked. */
export const Disabled: Story = { args: { setup: none, theme: 'light', disabled: true } }
