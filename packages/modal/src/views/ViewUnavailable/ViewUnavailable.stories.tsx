import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/ViewUnavailable', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

/** A view this build does not register (here ProfileWallets) says so and offers the way back. */
export const Default: Story = {
  tags: ['gallery'],
  args: {
    core: createStoryCore({
      entry: { view: 'ProfileWallets', params: undefined },
      setup: (stores) => void stores.router.history.unshift({ view: 'Connect', params: undefined }),
    }),
  },
}
