import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/UsageExceeded', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = { view: 'UsageExceeded', params: undefined } as const

/** A starter project over its limit. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry }) },
}
