import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/SwitchNetwork', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = { view: 'SwitchNetwork', params: { chainId: 42161 } } as const

/** Waiting for the wallet to switch to Arbitrum. */
export const Pending: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry, connected: true }) },
}
/** The wallet declined, with a retry (dark). */
export const Declined: Story = {
  args: { core: createStoryCore({ entry, connected: true, wallet: 'reject', theme: 'dark' }) },
}
