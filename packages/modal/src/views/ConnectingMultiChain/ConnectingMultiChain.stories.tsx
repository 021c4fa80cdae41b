import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/ConnectingMultiChain', component: ModalStory } satisfies Meta<
  typeof ModalStory
>
export default meta
type Story = StoryObj<typeof meta>

const entry = {
  view: 'ConnectingMultiChain',
  params: { connectorId: 'dev.w3m.devnet-wallet', solanaWallet: 'Devnet Wallet' },
} as const

/** The devnet wallet's Solana side, with the same icon as its EVM side. */
const withSolanaTwin = (theme: 'light' | 'dark') =>
  createStoryCore({
    entry,
    theme,
    setup: (stores) => {
      const icon = stores.connectors.connectors[0]?.imageUrl ?? ''
      stores.connectors.standardWallets = [
        { name: 'Devnet Wallet', icon, rdns: 'dev.w3m.devnet-wallet' },
      ]
    },
  })

/** The wallet speaks EVM and Solana: the visitor picks one. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: withSolanaTwin('light') },
}
/** The wallet left the page meanwhile: its name still shows, with its initial for an image. */
export const WalletGone: Story = {
  args: {
    core: createStoryCore({
      entry: {
        view: 'ConnectingMultiChain',
        params: { connectorId: 'gone', solanaWallet: 'Gone Wallet' },
      },
    }),
  },
}
