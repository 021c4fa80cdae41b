import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_TOKENS, manyTokens } from '../../testing/fixtureData'
import { TokenList } from './TokenList'

const meta: Meta<typeof TokenList> = {
  title: 'Components/TokenList',
  component: TokenList,
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <TokenList {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof TokenList>

export const Tokens: Story = {
  args: { tokens: FIXTURE_TOKENS, status: 'ready', totalValue: 30_629.63 },
}
export const TokensDark: Story = { ...Tokens, name: 'Tokens Dark' }
export const ManyTokens: Story = {
  args: { tokens: manyTokens(60), status: 'ready', totalValue: 3660 },
}
export const Loading: Story = { args: { tokens: [], status: 'loading' } }
export const Empty: Story = { args: { tokens: [], status: 'ready', totalValue: 0 } }
export const Failure: Story = { args: { tokens: [], status: 'error' } }
export const FailureDark: Story = { ...Failure, name: 'Failure Dark' }
