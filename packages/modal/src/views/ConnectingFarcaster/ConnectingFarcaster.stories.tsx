import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FlowStatus } from '../../stores/createAuthStore'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { ConnectingFarcaster } from './ConnectingFarcaster'

const meta = {
  title: 'Views/ConnectingFarcaster',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <ConnectingFarcaster />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const URL = 'http://localhost:4200/farcaster/approve?channel=story'
const farcaster = (status: FlowStatus, url?: string, error?: string) => (stores: Stores) => {
  stores.router.current = { view: 'ConnectingFarcaster', params: undefined }
  stores.auth.farcaster = { status, url, error }
}

/** Asking the frame for the approval URL. */
export const Loading: Story = { args: { setup: farcaster('loading'), theme: 'light' } }
/** Asking the frame for the approval URL. Dark theme. */
export const LoadingDark: Story = { args: { setup: farcaster('loading'), theme: 'dark' } }
/** The QR code and link, waiting for the approval. */
export const Waiting: Story = {
  tags: ['gallery'],
  args: { setup: farcaster('waiting', URL), theme: 'light' },
}
/** The approval failed. */
export const Failed: Story = {
  args: { setup: farcaster('error', undefined, 'Failed to connect to farcaster'), theme: 'light' },
}
/** The approval failed. Dark theme. */
export const FailedDark: Story = {
  args: { setup: farcaster('error', undefined, 'Failed to connect to farcaster'), theme: 'dark' },
}
