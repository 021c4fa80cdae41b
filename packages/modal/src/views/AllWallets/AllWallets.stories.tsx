import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory, storyWallets } from '../../testing/ModalStory'

const meta = { title: 'Views/AllWallets', component: ModalStory } satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

const entry = { view: 'AllWallets', params: undefined } as const

/** 1,000 wallets: only the rows in view are rendered. */
export const ThousandWallets: Story = {
  tags: ['gallery'],
  args: {
    core: createStoryCore({
      entry,
      setup: (stores) => {
        stores.wallets.wallets = storyWallets(1000)
        stores.wallets.count = 1000
        stores.wallets.page = 25
      },
    }),
  },
}
/** Long names are cut in the tiles. */
export const LongNames: Story = {
  args: {
    core: createStoryCore({
      entry,
      setup: (stores) => {
        stores.wallets.wallets = storyWallets(
          12,
          (index) => `Extremely Long Wallet Name ${index + 1} That Does Not Fit`,
        )
        stores.wallets.count = 12
        stores.wallets.page = 1
      },
    }),
  },
}
/** The first page is loading. */
export const Loading: Story = {
  args: {
    core: createStoryCore({
      entry,
      setup: (stores) =>
        void Object.assign(stores.wallets, { page: 1, count: 1, status: 'loading' }),
    }),
  },
}
/** The explorer failed. */
export const LoadError: Story = {
  args: {
    core: createStoryCore({
      entry,
      setup: (stores) =>
        void Object.assign(stores.wallets, {
          page: 1,
          count: 1,
          status: 'error',
          error: 'Network Error: Wallet Load Failed',
        }),
    }),
  },
}
/** No wallet at all. */
export const Empty: Story = {
  args: {
    core: createStoryCore({
      entry,
      setup: (stores) => void Object.assign(stores.wallets, { page: 1, count: 0, status: 'ready' }),
    }),
  },
}
