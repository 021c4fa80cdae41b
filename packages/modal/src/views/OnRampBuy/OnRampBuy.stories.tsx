import type { Meta, StoryObj } from '@storybook/react-vite'
import { onrampChoices } from '../../actions/onrampForm'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ONRAMP_OPTIONS, FIXTURE_ONRAMP_QUOTE } from '../../testing/onrampFixtureData'
import { OnRampBuy } from './OnRampBuy'

type Args = {
  setup?: (stores: Stores) => void
  theme: 'light' | 'dark'
  /** The Blockchain API answers empty: the waiting view polls the balances every 3 s. */
  offline?: boolean
}

const meta: Meta<Args> = {
  title: 'Views/OnRampBuy',
  args: { theme: 'light' },
  render: ({ setup, theme, offline }) => (
    <FixtureStory {...(setup ? { setup } : {})} theme={theme} offline={offline}>
      <OnRampBuy />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<Args>

/** Options loaded for Base (the fixture's chain), so the view asks the API nothing. */
const ready = (stores: Stores) => {
  Object.assign(stores.onramp, {
    ...onrampChoices(FIXTURE_ONRAMP_OPTIONS, 8453),
    optionsKey: 'eip155:8453',
    optionsStatus: 'ready',
    paymentCurrency: 'USD',
    purchaseCurrency: 'USDC',
  })
}
const quoted = (stores: Stores) => {
  ready(stores)
  Object.assign(stores.onramp, { amount: '50', quote: FIXTURE_ONRAMP_QUOTE, quoteStatus: 'ready' })
}
const watching = (stores: Stores) => {
  quoted(stores)
  stores.onramp.watch = { symbol: 'USDC', amount: '49.4', before: '1000' }
  stores.onramp.checkoutUrl = 'http://127.0.0.1:4100/onramp/checkout/order-1'
}

export const Loading: Story = {
  args: {
    setup: (stores) => {
      Object.assign(stores.onramp, { optionsKey: 'eip155:8453', optionsStatus: 'loading' })
    },
  },
}
export const OptionsError: Story = {
  args: {
    setup: (stores) => {
      Object.assign(stores.onramp, {
        optionsKey: 'eip155:8453',
        optionsStatus: 'error',
        error: 'Buying is unavailable right now',
      })
    },
  },
}
export const Empty: Story = { args: { setup: ready } }
export const EmptyDark: Story = { args: { setup: ready, theme: 'dark' } }
export const Quoting: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      Object.assign(stores.onramp, { amount: '50', quoteStatus: 'loading' })
    },
  },
}
export const Quoted: Story = {
  tags: ['gallery'],
  args: { setup: quoted },
}
export const AmountOutOfLimits: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      Object.assign(stores.onramp, {
        amount: '5',
        quoteStatus: 'error',
        error: 'Enter an amount between 10.00 and 7500.00 USD',
      })
    },
    theme: 'dark',
  },
}
/** Paying by bank account (ACH): its own limits, 10–25000 for USD and EUR. */
const bankAccountOver = (stores: Stores) => {
  ready(stores)
  Object.assign(stores.onramp, {
    paymentMethod: 'ach_bank_account',
    amount: '30000',
    error: 'Enter an amount between 10 and 25000 USD',
  })
}
export const BankAccountOutOfLimits: Story = { args: { setup: bankAccountOver } }
export const BankAccountOutOfLimitsDark: Story = {
  args: { setup: bankAccountOver, theme: 'dark' },
}
export const QuoteFailed: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      Object.assign(stores.onramp, {
        amount: '50',
        quoteStatus: 'error',
        error: 'Could not get a quote',
      })
    },
  },
}
export const Waiting: Story = {
  args: {
    offline: true,
    setup: (stores) => {
      watching(stores)
      stores.onramp.purchaseStatus = 'waiting'
    },
  },
}
export const WaitingDark: Story = {
  args: {
    offline: true,
    setup: (stores) => {
      watching(stores)
      stores.onramp.purchaseStatus = 'waiting'
    },
    theme: 'dark',
  },
}
export const Success: Story = {
  args: {
    setup: (stores) => {
      watching(stores)
      stores.onramp.purchaseStatus = 'success'
    },
  },
}
export const SuccessDark: Story = {
  args: {
    setup: (stores) => {
      watching(stores)
      stores.onramp.purchaseStatus = 'success'
    },
    theme: 'dark',
  },
}
/** A token without an image (the devnet's DEV): its first letter beside the picker (docs/behaviour.md#images). */
export const TokenWithoutImage: Story = {
  args: {
    setup: (stores) => {
      ready(stores)
      stores.onramp.purchaseCurrencies.push({
        symbol: 'DEV',
        name: 'Devnet Token',
        network: 'base',
      })
      stores.onramp.purchaseCurrency = 'DEV'
    },
  },
}
