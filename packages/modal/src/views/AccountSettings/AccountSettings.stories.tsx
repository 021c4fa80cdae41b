import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { AccountSettings } from './AccountSettings'

const meta = {
  title: 'Views/AccountSettings',
  render: (args: FixtureStoryArgs) => (
    // Offline: the Sessions section answers an empty list without the local stack.
    <FixtureStory {...args} offline>
      <AccountSettings />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const settings =
  (
    type: 'eoa' | 'smartAccount',
    user: Stores['account']['user'],
    status: 'idle' | 'switching' | 'error' = 'idle',
  ) =>
  (stores: Stores) => {
    stores.account.user = user
    stores.account.preferredAccountType = type
    stores.auth.accountType = {
      status,
      error: status === 'error' ? 'Smart accounts are not available on this chain' : undefined,
    }
  }

/** Signed in by email, on the EOA. */
export const EmailEoa: Story = {
  tags: ['gallery'],
  args: { setup: settings('eoa', { email: 'visitor@example.com' }), theme: 'light' },
}
/** Signed in with GitHub, on the smart account. */
export const SocialSmartAccount: Story = {
  args: { setup: settings('smartAccount', { username: 'alice' }), theme: 'light' },
}
/** Signed in with GitHub, on the smart account. Dark theme. */
export const SocialSmartAccountDark: Story = {
  args: { setup: settings('smartAccount', { username: 'alice' }), theme: 'dark' },
}
/** The switch is on its way. */
export const Switching: Story = {
  args: { setup: settings('eoa', { email: 'visitor@example.com' }, 'switching'), theme: 'light' },
}
/** The switch is on its way. Dark theme. */
export const SwitchingDark: Story = {
  args: { setup: settings('eoa', { email: 'visitor@example.com' }, 'switching'), theme: 'dark' },
}
/** The switch failed; back on the EOA. */
export const SwitchFailed: Story = {
  args: { setup: settings('eoa', { email: 'visitor@example.com' }, 'error'), theme: 'light' },
}
/** The switch failed; back on the EOA. Dark theme. */
export const SwitchFailedDark: Story = {
  args: { setup: settings('eoa', { email: 'visitor@example.com' }, 'error'), theme: 'dark' },
}
