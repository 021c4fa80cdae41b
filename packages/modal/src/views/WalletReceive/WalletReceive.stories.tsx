import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { WalletReceive } from './WalletReceive'

const meta: Meta<{ theme: 'light' | 'dark' }> = {
  title: 'Views/WalletReceive',
  args: { theme: 'light' },
  render: ({ theme }) => (
    <FixtureStory theme={theme}>
      <WalletReceive />
    </FixtureStory>
  ),
}
export default meta

export const Address: StoryObj<{ theme: 'light' | 'dark' }> = {
  tags: ['gallery'],
}
