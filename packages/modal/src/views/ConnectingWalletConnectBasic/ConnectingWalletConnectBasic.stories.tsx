import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PairingUri } from '../../connectors/walletConnect'
import { FixtureStory } from '../../testing/CoreFixture'
import { WalletConnectBasicPanel } from './ConnectingWalletConnectBasic'

type Args = { pairing: PairingUri | undefined; error?: string; theme: 'light' | 'dark' }

const meta = {
  title: 'Views/ConnectingWalletConnectBasic',
  render: (args: Args) => (
    <FixtureStory theme={args.theme}>
      <WalletConnectBasicPanel pairing={args.pairing} error={args.error} onRetry={() => {}} />
    </FixtureStory>
  ),
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

// A well-formed pairing URI of the shape the SDK makes (its key is made up).
const pairing: PairingUri = {
  uri: `wc:${'5c'.repeat(32)}@2?relay-protocol=irn&symKey=${'b2'.repeat(32)}&expiryTimestamp=2000000000`,
  expiresAt: 2_000_000_000_000,
}

/** The pairing URI as a QR code, for any wallet that scans it. */
export const Qr: Story = {
  tags: ['gallery'],
  args: { pairing, theme: 'light' },
}
/** Before the SDK has made a URI. */
export const Preparing: Story = { args: { pairing: undefined, theme: 'light' } }
/** The wallet refused: Try again makes a new pairing. */
export const Rejected: Story = {
  args: { pairing, error: 'Connection rejected', theme: 'light' },
}
/** The pairing failed. Dark theme. */
export const FailedDark: Story = {
  args: { pairing: undefined, error: 'Failed to connect', theme: 'dark' },
}
