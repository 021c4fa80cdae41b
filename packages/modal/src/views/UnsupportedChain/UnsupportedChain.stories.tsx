import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/UnsupportedChain', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = { view: 'UnsupportedChain', params: undefined } as const
const onChainOne = {
  connected: true,
  setup: (stores: Stores) => {
    stores.chain.walletChainId = 1
  },
}

/** The wallet sits on chain 1, which the app did not configure. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry, ...onChainOne }) },
}
