import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { QrCode } from './QrCode'

const meta: Meta<typeof QrCode> = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { text: FIXTURE_ADDRESS, label: `QR code of the address ${FIXTURE_ADDRESS}` },
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <QrCode {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof QrCode>

export const Address: Story = {}
export const AddressDark: Story = { name: 'Address Dark' }
export const Small: Story = { args: { size: 120 } }
