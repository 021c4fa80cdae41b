import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PairingUri } from '../../connectors/walletConnect'
import { CoreFixture } from '../../testing/CoreFixture'
import { createTestCore } from '../../testing/createTestCore'
import { WalletConnectQr } from './WalletConnectQr'

function QrStory({ pairing, theme }: { pairing: PairingUri | undefined; theme: 'light' | 'dark' }) {
  return (
    <CoreFixture core={createTestCore({ connected: true })} theme={theme}>
      <WalletConnectQr pairing={pairing} label="WalletConnect QR code" />
    </CoreFixture>
  )
}

const meta = {
  title: 'Views/ConnectingWalletConnect/WalletConnectQr',
  component: QrStory,
} satisfies Meta<typeof QrStory>
export default meta
type Story = StoryObj<typeof meta>

// A well-formed pairing URI of the shape the SDK makes (its key is made up).
const pairing: PairingUri = {
  uri: `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a1'.repeat(32)}&expiryTimestamp=2000000000`,
  expiresAt: 2_000_000_000_000,
}

/** The pairing URI as a QR code with Copy link. */
export const Default: Story = {
  tags: ['gallery'],
  args: { pairing, theme: 'light' },
}
/** Before the SDK has made a URI. */
export const Preparing: Story = { args: { pairing: undefined, theme: 'light' } }
