import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/SwitchActiveChain', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = {
  view: 'SwitchActiveChain',
  params: { namespace: 'solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
} as const

/** Confirmation before switching to another family of chains. */
export const Default: Story = { args: { core: createStoryCore({ entry, connected: true }) } }
/** The same in the dark theme. */
export const Dark: Story = {
  args: { core: createStoryCore({ entry, connected: true, theme: 'dark' }) },
}
