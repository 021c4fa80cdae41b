import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { SIWXSignMessage } from './SIWXSignMessage'

const meta = {
  title: 'Views/SIWXSignMessage',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <SIWXSignMessage />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const siwx = (status: 'idle' | 'signing', error?: string) => (stores: Stores) => {
  stores.options.siwx = { statement: 'Sign in to the demo.' }
  stores.auth.siwx = { status, error }
}

/** Asking for the signature. */
export const Ready: Story = {
  tags: ['gallery'],
  args: { setup: siwx('idle'), theme: 'light' },
}
/** 'Authenticating...' while the wallet signs. */
export const Authenticating: Story = { args: { setup: siwx('signing'), theme: 'light' } }
/** 'Authenticating...' while the wallet signs. Dark theme. */
export const AuthenticatingDark: Story = { args: { setup: siwx('signing'), theme: 'dark' } }
/** The signature failed; the view is back. */
export const SignFailed: Story = {
  args: { setup: siwx('idle', 'Error signing message'), theme: 'light' },
}
/** The signature failed; the view is back. Dark theme. */
export const SignFailedDark: Story = {
  args: { setup: siwx('idle', 'Error signing message'), theme: 'dark' },
}
