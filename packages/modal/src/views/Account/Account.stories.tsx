import type { Meta, StoryObj } from '@storybook/react-vite'
import { createStoryCore, ModalStory } from '../../testing/ModalStory'

const meta = { title: 'Views/Account', component: ModalStory } satisfies Meta<typeof ModalStory>
export default meta
type Story = StoryObj<typeof meta>

/** A connected account on Base with its balance. */
export const Default: Story = {
  tags: ['gallery'],
  args: { core: createStoryCore({ connected: true }) },
}
/** A long profile name and the balance still loading. */
export const LongNameLoading: Story = {
  args: {
    core: createStoryCore({
      connected: true,
      setup: (stores) => {
        stores.account.profileName = 'a-very-long-profile-name-that-goes-on-and-on.w3m.eth'
        stores.account.balance = undefined
        stores.account.balanceLoading = true
      },
    }),
  },
}
/** The balance could not be read. */
export const BalanceError: Story = {
  args: {
    core: createStoryCore({
      connected: true,
      setup: (stores) =>
        void Object.assign(stores.account, { balance: undefined, balanceLoading: false }),
    }),
  },
}
/** In Arabic: right to left, the balance in Arabic digits grouping, the actions and tabs in Arabic. */
export const Arabic: Story = {
  args: { core: createStoryCore({ connected: true, options: { locale: 'ar' } }) },
}
