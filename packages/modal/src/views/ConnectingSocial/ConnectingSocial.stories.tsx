import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FlowStatus } from '../../stores/createAuthStore'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { ConnectingSocial } from './ConnectingSocial'

const meta = {
  title: 'Views/ConnectingSocial',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <ConnectingSocial />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const social = (status: FlowStatus, error?: string) => (stores: Stores) => {
  stores.router.current = { view: 'ConnectingSocial', params: { provider: 'github' } }
  stores.auth.social = { provider: 'github', status, error }
}

/** The popup is open. */
export const Waiting: Story = {
  tags: ['gallery'],
  args: { setup: social('waiting'), theme: 'light' },
}
/** The popup returned; connecting. */
export const Connecting: Story = { args: { setup: social('connecting'), theme: 'light' } }
/** The popup returned; connecting. Dark theme. */
export const ConnectingDark: Story = { args: { setup: social('connecting'), theme: 'dark' } }
/** The visitor closed the popup. */
export const PopupClosed: Story = {
  args: { setup: social('error', 'Popup closed'), theme: 'light' },
}
/** The visitor closed the popup. Dark theme. */
export const PopupClosedDark: Story = {
  args: { setup: social('error', 'Popup closed'), theme: 'dark' },
}
/** A result came from another origin. */
export const UntrustedOrigin: Story = {
  args: { setup: social('error', 'Untrusted Origin'), theme: 'light' },
}
/** A result came from another origin. Dark theme. */
export const UntrustedOriginDark: Story = {
  args: { setup: social('error', 'Untrusted Origin'), theme: 'dark' },
}
