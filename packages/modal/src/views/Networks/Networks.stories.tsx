import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'
import { connectFixtureOnSolana, SOLANA_OPTIONS } from '../../testing/solanaFixture'

const meta = { title: 'Views/Networks', component: ModalStory } satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

const entry = { view: 'Networks', params: undefined } as const

/** The configured networks, Base marked as connected. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ entry, connected: true }) },
}
/** The same in the dark theme, not connected. */
export const Dark: Story = { args: { core: createStoryCore({ entry, theme: 'dark' }) } }
/** Both namespaces configured: the EVM networks, then Solana; connected on Base. */
export const WithSolana: Story = {
  args: { core: createStoryCore({ entry, connected: true, options: SOLANA_OPTIONS }) },
}
/** Connected on Solana, in the dark theme: Solana is the marked one. */
export const OnSolanaDark: Story = {
  args: {
    core: createStoryCore({
      entry,
      connected: true,
      theme: 'dark',
      options: SOLANA_OPTIONS,
      setup: connectFixtureOnSolana,
    }),
  },
}
/** In Arabic: right to left, the network marks at the start (the right). */
export const Arabic: Story = {
  args: { core: createStoryCore({ entry, connected: true, options: { locale: 'ar' } }) },
}
