import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Connection } from '../../stores/createConnectionsStore'
import type { Stores } from '../../stores/createStores'
import { FixtureStory, type FixtureStoryArgs } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { ProfileWallets } from './ProfileWallets'

const meta = {
  title: 'Views/ProfileWallets',
  render: (args: FixtureStoryArgs) => (
    <FixtureStory {...args}>
      <ProfileWallets />
    </FixtureStory>
  ),
} satisfies Meta<FixtureStoryArgs>
export default meta
type Story = StoryObj<typeof meta>

const EXTENSION: Connection = {
  connectorId: 'dev.w3m.devnet-wallet',
  namespace: 'eip155',
  name: 'Devnet Wallet',
  chainId: 8453,
  accounts: [{ address: FIXTURE_ADDRESS }],
  active: true,
}
const WALLET_CONNECT: Connection = {
  connectorId: 'walletConnect',
  namespace: 'eip155',
  name: 'WalletConnect',
  chainId: 8453,
  accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
}
const EMBEDDED: Connection = {
  connectorId: 'w3mAuth',
  namespace: 'eip155',
  name: 'Email and socials',
  authName: 'visitor@example.com',
  chainId: 8453,
  accounts: [
    { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    { address: '0x90F79bf6EB2c4f870365E96051604D7Bd9d4c64A' },
  ],
}
const SOLANA: Connection = {
  connectorId: 'solana:Devnet Solana Wallet',
  namespace: 'solana',
  name: 'Devnet Solana Wallet',
  accounts: [{ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }],
  active: true,
}
const LONG: Connection = {
  connectorId: 'io.example.long',
  namespace: 'eip155',
  name: 'A wallet whose name is far too long to fit on one line of the modal',
  authName: 'a.visitor.with.a.very.long.address@subdomain.example-company.com',
  chainId: 8453,
  accounts: [{ address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' }],
}

const showing =
  (list: Connection[], error?: { message: string; wallet: string }) =>
  (stores: Stores): void => {
    stores.connections.connections = list
    stores.connections.activeConnectorId = list.find((entry) => entry.active)?.connectorId
    stores.connections.manageError = error
  }

/** Nothing connected: only Add wallet. */
export const NoConnections: Story = { args: { setup: showing([]), theme: 'light' } }
/** Nothing connected. Dark theme. */
export const NoConnectionsDark: Story = { args: { setup: showing([]), theme: 'dark' } }
/** One extension wallet, active. */
export const One: Story = { args: { setup: showing([EXTENSION]), theme: 'light' } }
/** One extension wallet. Dark theme. */
export const OneDark: Story = { args: { setup: showing([EXTENSION]), theme: 'dark' } }
const MANY = [EXTENSION, WALLET_CONNECT, EMBEDDED, SOLANA]
/** An extension, a WalletConnect and the embedded wallet on EVM, and a Solana wallet. */
export const Many: Story = {
  tags: ['gallery'],
  args: { setup: showing(MANY), theme: 'light' },
}
/** Long wallet and email names are cut. */
export const LongNames: Story = { args: { setup: showing([EXTENSION, LONG]), theme: 'light' } }
/** Long names. Dark theme. */
export const LongNamesDark: Story = { args: { setup: showing([EXTENSION, LONG]), theme: 'dark' } }
const FAILED = showing([EXTENSION, WALLET_CONNECT], {
  message: 'Failed to switch wallet',
  wallet: 'WalletConnect',
})
/** A switch failed: the active wallet stays. */
export const SwitchFailed: Story = { args: { setup: FAILED, theme: 'light' } }
/** A switch failed. Dark theme. */
export const SwitchFailedDark: Story = { args: { setup: FAILED, theme: 'dark' } }

const SOLANA_BESIDE = (stores: Stores): void => {
  showing([{ ...EXTENSION }, { ...SOLANA }])(stores)
  stores.chain.activeNamespace = 'solana'
  stores.account.address = SOLANA.accounts[0]?.address
  stores.connections.activeConnectorId = SOLANA.connectorId
}
/** A Solana wallet beside an EVM one, Solana in use: the EVM row offers Switch. */
export const SolanaBesideEvm: Story = { args: { setup: SOLANA_BESIDE, theme: 'light' } }
/** Solana beside EVM. Dark theme. */
export const SolanaBesideEvmDark: Story = { args: { setup: SOLANA_BESIDE, theme: 'dark' } }

const MULTI_ACCOUNT = showing([
  {
    ...EXTENSION,
    accounts: [
      { address: FIXTURE_ADDRESS },
      { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    ],
  },
  WALLET_CONNECT,
])
/** A wallet sharing three accounts: the one in use is marked, the others offer Use. */
export const MultiAccount: Story = { args: { setup: MULTI_ACCOUNT, theme: 'light' } }
/** Several accounts. Dark theme. */
export const MultiAccountDark: Story = { args: { setup: MULTI_ACCOUNT, theme: 'dark' } }
