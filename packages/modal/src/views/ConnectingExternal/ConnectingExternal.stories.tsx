import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/ConnectingExternal', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = {
  view: 'ConnectingExternal',
  params: { connectorId: 'dev.w3m.devnet-wallet' },
} as const

/** Waiting for the wallet to approve. */
export const Pending: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry }) },
}
/** The wallet declined (4001): 'Connection rejected' with a retry. */
export const Rejected: Story = { args: { core: createStoryCore({ entry, wallet: 'reject' }) } }
/** Any other failure: 'Failed to connect', in the dark theme. */
export const FailedDark: Story = {
  args: { core: createStoryCore({ entry, wallet: 'fail', theme: 'dark' }) },
}
