import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'
import { connectFixtureOnSolana, SOLANA_OPTIONS } from '../../testing/solanaFixture'

const meta = { title: 'Views/SwitchActiveChain', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = {
  view: 'SwitchActiveChain',
  params: { namespace: 'solana', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
} as const

/** Confirmation before switching from Base to Solana. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry, connected: true, options: SOLANA_OPTIONS }) },
}
/** Connected on Solana, back to an EVM network. */
export const ToEvm: Story = {
  args: {
    core: createStoryCore({
      entry: { view: 'SwitchActiveChain', params: { namespace: 'eip155', chainId: 8453 } },
      connected: true,
      options: SOLANA_OPTIONS,
      setup: connectFixtureOnSolana,
    }),
  },
}
/** Not connected: the switch only changes the namespace the next connect uses. */
export const NotConnected: Story = {
  args: { core: createStoryCore({ entry, options: SOLANA_OPTIONS }) },
}
