import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { AmountInput } from './AmountInput'

const meta: Meta<typeof AmountInput> = {
  title: 'Components/AmountInput',
  component: AmountInput,
  args: { onChange: () => undefined, onMax: () => undefined },
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <AmountInput {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof AmountInput>

export const Empty: Story = { args: { value: '', symbol: undefined } }
export const Filled: Story = { args: { value: '0.01', symbol: 'ETH' } }
export const FilledDark: Story = { ...Filled, name: 'Filled Dark' }
export const MaxBusy: Story = { args: { value: '', symbol: 'ETH', maxBusy: true } }
