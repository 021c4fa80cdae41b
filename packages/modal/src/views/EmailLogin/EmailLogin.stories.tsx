import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AuthState, EmailLoginStep } from '../../stores/createAuthStore'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { EmailLogin } from './EmailLogin'

const meta = {
  title: 'Views/EmailLogin',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <EmailLogin />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const EMAIL = 'visitor@example.com'
const login =
  (step: EmailLoginStep, extra: Partial<AuthState['email']> = {}) =>
  (stores: Stores) => {
    stores.router.current = { view: 'EmailLogin', params: { email: EMAIL } }
    Object.assign(stores.auth.email, { address: EMAIL, step, ...extra })
  }

/** The email is on its way. */
export const Sending: Story = { args: { setup: login('sending'), theme: 'light' } }
/** The email is on its way. Dark theme. */
export const SendingDark: Story = { args: { setup: login('sending'), theme: 'dark' } }
/** A new device: waiting for the approval link. */
export const VerifyDevice: Story = { args: { setup: login('verifyDevice'), theme: 'light' } }
/** A new device: waiting for the approval link. Dark theme. */
export const VerifyDeviceDark: Story = { args: { setup: login('verifyDevice'), theme: 'dark' } }
/** The 6-digit code, with the 30 s resend countdown running. */
export const VerifyOtp: Story = {
  tags: ['gallery'],
  args: { setup: login('verifyOtp', { resendAt: Date.now() + 30_000 }), theme: 'light' },
}
/** The frame refused the code. */
export const WrongCode: Story = {
  args: { setup: login('verifyOtp', { error: 'Invalid code' }), theme: 'light' },
}
/** The frame refused the code. Dark theme. */
export const WrongCodeDark: Story = {
  args: { setup: login('verifyOtp', { error: 'Invalid code' }), theme: 'dark' },
}
/** The code was accepted; connecting. */
export const Connecting: Story = { args: { setup: login('connecting'), theme: 'light' } }
/** The code was accepted; connecting. Dark theme. */
export const ConnectingDark: Story = { args: { setup: login('connecting'), theme: 'dark' } }
/** The secure frame did not load (APKT003). */
export const LoadFailed: Story = {
  args: { setup: login('idle', { error: 'Network Error: Wallet Load Failed' }), theme: 'light' },
}
/** The secure frame did not load (APKT003). Dark theme. */
export const LoadFailedDark: Story = {
  args: { setup: login('idle', { error: 'Network Error: Wallet Load Failed' }), theme: 'dark' },
}
