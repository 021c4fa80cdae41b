import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory, storyWallets } from '../../testing/ModalStory'
import { SOLANA_OPTIONS } from '../../testing/solanaFixture'

const meta = { title: 'Views/Connect', component: ModalStory } satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

/** An announced wallet first, then recommended wallets and All wallets with the count. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore() },
}
/** Explorer wallets still loading. */
export const Loading: Story = {
  args: {
    core: createStoryCore({
      setup: (stores) => {
        stores.connectors.connectors = []
        stores.wallets.recommended = []
        stores.wallets.count = 0
        stores.wallets.status = 'loading'
      },
    }),
  },
}
/** The explorer failed: the SDK's words for it. */
export const LoadError: Story = {
  args: {
    core: createStoryCore({
      setup: (stores) => {
        stores.wallets.recommended = []
        stores.wallets.status = 'error'
        stores.wallets.error = 'Network Error: Wallet Load Failed'
      },
    }),
  },
}
/** No wallet in the page and none from the explorer. */
export const NoWallets: Story = {
  args: {
    core: createStoryCore({
      setup: (stores) => {
        stores.connectors.connectors = []
        stores.wallets.recommended = []
        stores.wallets.count = 0
      },
    }),
  },
}
/** Long wallet names are cut with an ellipsis; recent wallets are tagged. */
export const LongNames: Story = {
  args: {
    core: createStoryCore({
      setup: (stores) => {
        stores.wallets.recommended = storyWallets(
          4,
          (index) => `An Extraordinarily Long Wallet Name Number ${index + 1} For Testing`,
        )
        stores.connections.recentWallets = storyWallets(
          1,
          () => 'Recently Used Wallet With A Long Name Too',
        )
      },
    }),
  },
}
/** The pay feature: no email and no socials (docs/behaviour.md#wallet-lists). */
export const PayFeature: Story = {
  args: {
    core: createStoryCore({
      setup: (stores) => {
        stores.options.features.pay = true
      },
    }),
  },
}

/** After a switch to Solana whose wallet cannot follow: only the wallets that speak Solana. */
export const FilteredToSolana: Story = {
  args: {
    core: createStoryCore({
      options: SOLANA_OPTIONS,
      setup: (stores) => {
        const icon = stores.connectors.connectors[0]?.imageUrl ?? ''
        stores.connectors.standardWallets = [
          { name: 'Devnet Wallet', icon, rdns: 'dev.w3m.devnet-wallet' },
          { name: 'Devnet Solana Wallet', icon },
        ]
        stores.modal.connectNamespace = 'solana'
      },
    }),
  },
}
/** In Arabic: right to left, the wallet rows' tags and the help in Arabic (docs/behaviour.md#locale). */
export const Arabic: Story = { args: { core: createStoryCore({ options: { locale: 'ar' } }) } }
/** In German, dark. */
export const German: Story = {
  args: { core: createStoryCore({ theme: 'dark', options: { locale: 'de' } }) },
}
