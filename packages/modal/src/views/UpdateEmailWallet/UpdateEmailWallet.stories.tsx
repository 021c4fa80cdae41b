import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AuthState, UpdateEmailStep } from '../../stores/createAuthStore'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { UpdateEmailWallet } from './UpdateEmailWallet'

const meta = {
  title: 'Views/UpdateEmailWallet',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <UpdateEmailWallet />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const update =
  (step: UpdateEmailStep, extra: Partial<AuthState['updateEmail']> = {}) =>
  (stores: Stores) => {
    stores.account.user = { email: 'visitor@example.com' }
    Object.assign(stores.auth.updateEmail, { step, newEmail: 'new@example.com', ...extra })
  }

/** The new address. */
export const EnterEmail: Story = {
  tags: ['gallery'],
  args: { setup: update('enterEmail'), theme: 'light' },
}
/** The code sent to the current address. */
export const PrimaryOtp: Story = {
  args: { setup: update('primaryOtp', { resendAt: Date.now() + 30_000 }), theme: 'light' },
}
/** The code sent to the current address. Dark theme. */
export const PrimaryOtpDark: Story = {
  args: { setup: update('primaryOtp', { resendAt: Date.now() + 30_000 }), theme: 'dark' },
}
/** The code sent to the new address. */
export const SecondaryOtp: Story = { args: { setup: update('secondaryOtp'), theme: 'light' } }
/** The code sent to the new address. Dark theme. */
export const SecondaryOtpDark: Story = { args: { setup: update('secondaryOtp'), theme: 'dark' } }
/** The frame refused the code. */
export const WrongCode: Story = {
  args: { setup: update('secondaryOtp', { error: 'Invalid code' }), theme: 'light' },
}
/** The frame refused the code. Dark theme. */
export const WrongCodeDark: Story = {
  args: { setup: update('secondaryOtp', { error: 'Invalid code' }), theme: 'dark' },
}
