import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { ApproveTransaction } from './ApproveTransaction'

const meta = {
  title: 'Views/ApproveTransaction',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <ApproveTransaction />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const approval = (method: string) => (stores: Stores) => {
  stores.router.current = { view: 'ApproveTransaction', params: undefined }
  stores.auth.approval = { method, pending: 1, wasOpen: false }
}

/** A message waits for approval in the frame. */
export const SignMessage: Story = {
  tags: ['gallery'],
  args: { setup: approval('personal_sign'), theme: 'light' },
}
/** A transaction waits for approval in the frame. */
export const SendTransaction: Story = {
  tags: ['gallery'],
  args: { setup: approval('eth_sendTransaction'), theme: 'light' },
}
