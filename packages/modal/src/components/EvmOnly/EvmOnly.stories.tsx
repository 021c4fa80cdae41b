import type { Meta, StoryObj } from '@storybook/react-vite'
import { SWAP_WORDS } from '../../actions/swapQuote'
import { FixtureStory } from '../../testing/CoreFixture'
import { connectFixtureOnSolana, SOLANA_OPTIONS } from '../../testing/solanaFixture'
import { EvmOnly } from './EvmOnly'

type Args = { theme: 'light' | 'dark'; message: string }

const meta: Meta<Args> = {
  title: 'Components/EvmOnly',
  args: { theme: 'light', message: SWAP_WORDS.unsupported },
  render: ({ theme, message }) => (
    <FixtureStory setup={connectFixtureOnSolana} theme={theme} options={SOLANA_OPTIONS}>
      <EvmOnly message={message}>
        <p>Only on EVM networks</p>
      </EvmOnly>
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

/** Swap on Solana: 'Network not supported for Swaps'. */
export const SwapOnSolana: Story = {}
/** Buy on Solana, in the dark theme. */
export const BuyOnSolanaDark: Story = {
  args: { message: 'Buying is not available on this network', theme: 'dark' },
}
