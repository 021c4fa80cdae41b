import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef } from 'react'
import type { SwapToken } from '../../actions/swapQuote'
import { FixtureStory } from '../../testing/CoreFixture'
import { SWAP_TOKENS } from '../../testing/fakeSwapApi'
import {
  type QuoteState,
  SwapFormPanel,
  SwapListStatus,
  SwapReviewPanel,
  SwapSuccessPanel,
} from './SwapPanels'

const [ETH, USDC] = SWAP_TOKENS.map((token, index) => ({
  ...token,
  balance: index === 0 ? '9.87654321' : '1000',
  value: index === 0 ? 29_629.63 : 1000,
})) as [SwapToken, SwapToken]
const QUOTE = { toAmount: '29.91', rate: '1 ETH ≈ 2991 USDC' }
const noop = () => undefined

type Args = {
  stage: 'loading' | 'error' | 'empty' | 'form' | 'review' | 'success'
  /** The From picker's list open (clicked once mounted). */
  pickerOpen?: boolean
  amount?: string
  quote?: QuoteState
  problem?: string
  fee?: 'estimating'
  step?: 'approving' | 'swapping' | 'waiting'
  theme: 'light' | 'dark'
}

/** The swap form; with `pickerOpen`, the From list opened as a click would. */
function FormStage(args: Args) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (args.pickerOpen)
      frame.current?.querySelector<HTMLButtonElement>('[data-testid="w3m-swap-from"]')?.click()
  }, [args.pickerOpen])
  return (
    <div ref={frame}>
      <SwapFormPanel
        tokens={[ETH, USDC]}
        from={ETH}
        to={USDC}
        amount={args.amount ?? ''}
        quote={args.quote ?? { status: 'idle' }}
        problem={args.problem}
        onFrom={noop}
        onTo={noop}
        onAmount={noop}
        onReview={noop}
      />
    </div>
  )
}

function Stage(args: Args) {
  switch (args.stage) {
    case 'loading':
    case 'empty':
      return <SwapListStatus status={args.stage} />
    case 'error':
      return <SwapListStatus status="error" message="Network not supported for Swaps" />
    case 'form':
      return <FormStage {...args} />
    case 'review':
      return (
        <SwapReviewPanel
          from={ETH}
          to={USDC}
          amount="0.01"
          quote={QUOTE}
          fee={args.fee ?? { fee: '0.00012', symbol: 'ETH' }}
          step={args.step}
          onConfirm={noop}
          onCancel={noop}
        />
      )
    case 'success':
      return (
        <SwapSuccessPanel paid="0.01 ETH" received="29.91 USDC" hash={`0x${'34'.repeat(32)}`} />
      )
  }
}

const meta: Meta<Args> = {
  title: 'Views/WalletSwap',
  args: { theme: 'light' },
  render: (args) => (
    <FixtureStory theme={args.theme}>
      <Stage {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

export const Loading: Story = { args: { stage: 'loading' } }
export const NetworkNotSupported: Story = { args: { stage: 'error' } }
export const Empty: Story = { args: { stage: 'empty' } }
export const EmptyForm: Story = { args: { stage: 'form' } }
export const Quoting: Story = {
  args: { stage: 'form', amount: '0.01', quote: { status: 'loading' } },
}
export const Quoted: Story = {
  tags: ['gallery'],
  args: { stage: 'form', amount: '0.01', quote: { status: 'ready', quote: QUOTE } },
}
/** The From picker open: each token's balance with its USD value. */
export const PickerOpen: Story = {
  tags: ['gallery'],
  args: { stage: 'form', amount: '0.01', pickerOpen: true },
}
export const InsufficientBalance: Story = {
  args: { stage: 'form', amount: '20', problem: 'Insufficient ETH balance' },
}
export const InsufficientLiquidity: Story = {
  args: {
    stage: 'form',
    amount: '5000',
    problem: undefined,
    quote: { status: 'error', message: 'Insufficient liquidity' },
  },
}
export const Review: Story = {
  tags: ['gallery'],
  args: { stage: 'review' },
}
export const ReviewEstimating: Story = { args: { stage: 'review', fee: 'estimating' } }
export const Approving: Story = { args: { stage: 'review', step: 'approving' } }
export const Success: Story = {
  tags: ['gallery'],
  args: { stage: 'success' },
}
