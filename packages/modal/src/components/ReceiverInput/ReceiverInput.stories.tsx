import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { ReceiverInput } from './ReceiverInput'

const AVATAR =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%230f5ec7"/%3E%3C/svg%3E'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EMPTY = {
  receiverInput: '',
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImage: undefined,
  receiverStatus: 'idle' as const,
}

const meta: Meta<typeof ReceiverInput> = {
  title: 'Components/ReceiverInput',
  component: ReceiverInput,
  args: { onChange: () => undefined },
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <ReceiverInput {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof ReceiverInput>

export const Empty: Story = { args: { receiver: EMPTY } }
export const Resolving: Story = {
  args: { receiver: { ...EMPTY, receiverInput: 'bob.reown.id', receiverStatus: 'resolving' } },
}
export const ResolvedName: Story = {
  args: {
    receiver: {
      receiverInput: 'bob.reown.id',
      receiverAddress: BOB,
      receiverProfileName: 'bob.reown.id',
      receiverProfileImage: AVATAR,
      receiverStatus: 'resolved',
    },
  },
}
export const ResolvedNameDark: Story = { ...ResolvedName, name: 'Resolved Name Dark' }
export const UnknownName: Story = {
  args: { receiver: { ...EMPTY, receiverInput: 'nobody.reown.id', receiverStatus: 'unknown' } },
}
