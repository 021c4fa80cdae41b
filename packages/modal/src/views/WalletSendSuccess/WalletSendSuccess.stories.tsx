import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Stores } from '../../stores/createStores'
import { FixtureStory } from '../../testing/CoreFixture'
import {
  connectFixtureOnSolana,
  SOLANA_FIXTURE_RECEIVER,
  SOLANA_OPTIONS,
} from '../../testing/solanaFixture'
import { WalletSendSuccess } from './WalletSendSuccess'

const sent = (stores: Stores) => {
  stores.router.current = {
    view: 'WalletSendSuccess',
    params: {
      hash: '0x8f2b7e0a5c1d4e3f9a6b2c8d7e1f0a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f',
      chainId: 8453,
      amount: '5',
      symbol: 'USDC',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    },
  }
}

/** A Solana send: the base58 signature and its explorer link (the local cluster's URL). */
const sentOnSolana = (stores: Stores) => {
  connectFixtureOnSolana(stores)
  const signature =
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
  stores.router.current = {
    view: 'WalletSendSuccess',
    params: {
      hash: signature,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      amount: '1.5',
      symbol: 'USDC',
      to: SOLANA_FIXTURE_RECEIVER,
      explorerUrl: `https://explorer.solana.com/tx/${signature}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
    },
  }
}

type Args = { theme: 'light' | 'dark'; solana?: boolean }

const meta: Meta<Args> = {
  title: 'Views/WalletSendSuccess',
  args: { theme: 'light' },
  render: ({ theme, solana }) => (
    <FixtureStory
      setup={solana ? sentOnSolana : sent}
      theme={theme}
      options={solana ? SOLANA_OPTIONS : undefined}
    >
      <WalletSendSuccess />
    </FixtureStory>
  ),
}
export default meta

export const Sent: StoryObj<Args> = {
  tags: ['gallery'],
}
/** Sent on Solana: the signature and the way to the explorer. */
export const SentOnSolana: StoryObj<Args> = { args: { solana: true } }
/** The same in the dark theme. */
export const SentOnSolanaDark: StoryObj<Args> = { args: { solana: true, theme: 'dark' } }
