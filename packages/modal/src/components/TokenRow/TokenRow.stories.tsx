import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { BROKEN_IMAGE } from '../../testing/storyImages'
import { TokenRow } from './TokenRow'

const [ETH, USDC] = FIXTURE_TOKENS as [(typeof FIXTURE_TOKENS)[0], (typeof FIXTURE_TOKENS)[0]]

const meta: Meta<typeof TokenRow> = {
  title: 'Components/TokenRow',
  component: TokenRow,
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <TokenRow {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof TokenRow>

export const Native: Story = { args: { token: ETH } }
export const Erc20Button: Story = { args: { token: USDC, onChoose: () => undefined } }
export const NativeDark: Story = { ...Native, name: 'Native Dark' }
export const LongName: Story = {
  args: { token: { ...USDC, name: 'A token with a very long name that must not break the row' } },
}
/** Its own icon fails: the explorer's image of its symbol shows (docs/behaviour.md#images). */
export const IconFails: Story = { args: { token: { ...USDC, iconUrl: BROKEN_IMAGE } } }
/** Neither its icon nor the explorer has an image (the devnet's DEV): its first letter. */
export const NoImage: Story = {
  args: { token: { ...USDC, symbol: 'DEV', name: 'Devnet Token', iconUrl: BROKEN_IMAGE } },
}
