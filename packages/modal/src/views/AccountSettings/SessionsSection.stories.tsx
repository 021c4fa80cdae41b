import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AccountSession } from '../../stores/createSessionsStore'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { SessionList, type SessionsListState } from './SessionsSection'

type Args = {
  state: SessionsListState
  revoking?: string
  revokeError?: string
  theme: 'light' | 'dark'
}

const meta = {
  title: 'Views/AccountSettings/Sessions',
  render: (args: Args) => (
    <FixtureStory theme={args.theme}>
      <SessionList
        state={args.state}
        revoking={args.revoking}
        revokeError={args.revokeError}
        onRevoke={() => {}}
        onRetry={() => {}}
      />
    </FixtureStory>
  ),
} satisfies Meta<Args>
export default meta
type Story = StoryObj<typeof meta>

const session = (pci: string, overrides: Partial<AccountSession> = {}): AccountSession => ({
  pci,
  address: FIXTURE_ADDRESS,
  chainId: 'eip155:8453',
  permissions: [],
  policies: [],
  expiry: 4_102_444_800,
  createdAt: '2026-11-01T00:00:00.000Z',
  revokedAt: null,
  ...overrides,
})
const LIST: SessionsListState = {
  status: 'ready',
  sessions: [
    session('live'),
    session('arbitrum', { chainId: 'eip155:42161' }),
    session('old', { revokedAt: '2026-11-02T00:00:00.000Z' }),
    session('gone', { expiry: 1_700_000_000 }),
  ],
}

/** Active, revoked and expired sessions. */
export const List: Story = {
  tags: ['gallery'],
  args: { state: LIST, theme: 'light' },
}
/** One session on its way out (the wallet signs its pci). */
export const Revoking: Story = { args: { state: LIST, revoking: 'live', theme: 'light' } }
/** The revoke failed. Dark theme. */
export const RevokeFailedDark: Story = {
  args: { state: LIST, revokeError: 'Could not revoke the session', theme: 'dark' },
}
/** No sessions granted. */
export const Empty: Story = { args: { state: { status: 'ready', sessions: [] }, theme: 'light' } }
/** Loading. */
export const Loading: Story = { args: { state: { status: 'loading' }, theme: 'light' } }
/** The list could not be loaded: Try again. */
export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'Could not load sessions' }, theme: 'light' },
}
