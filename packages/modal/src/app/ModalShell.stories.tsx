import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../testing/ModalStory'

/**
 * The dialog's shell: what the first open paints while the modal's UI is on its way (one frame on
 * a fast page). Connect's sign-in block as boxes, the page's wallets as Connect lists them, then
 * placeholders; Connect then fills the same places (docs/behaviour.md#first-open).
 */
const meta = {
  title: 'First open/Shell',
  component: ModalStory,
  args: { shell: true },
} satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

/** Email and socials configured, the page's one wallet announced. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ setup: (stores) => (stores.wallets.status = 'loading') }) },
}
/** No sign-in block, no wallet in the page: placeholders only. */
export const WalletsOnly: Story = {
  args: {
    core: createStoryCore({
      options: { features: { email: false, socials: [] } },
      setup: (stores) => {
        stores.connectors.connectors = []
        stores.wallets.status = 'loading'
      },
    }),
  },
}
