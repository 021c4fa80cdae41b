import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { Icon } from './Icon'
import { Identicon } from './Identicon'
import { ICON_PATHS, type IconName } from './icons'
import { NetworkMark } from './NetworkMark'

/** Six to a row, so the whole set fits the card without scrolling. */
const SHEET_COLUMNS = { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }

/** Every icon with its name, or the network marks and two identicons. */
function IconSheet({ show }: { show: 'icons' | 'marks' }) {
  if (show === 'icons')
    return (
      <ul className="w3m-list w3m-actions" aria-label="Icons" style={SHEET_COLUMNS}>
        {(Object.keys(ICON_PATHS) as IconName[]).map((name) => (
          <li key={name} className="w3m-action">
            <Icon name={name} />
            <span className="w3m-action-label">{name}</span>
          </li>
        ))}
      </ul>
    )
  return (
    <>
      <ul className="w3m-list w3m-actions" aria-label="Network marks">
        {[
          ['Base', 8453, 'eip155'],
          ['Arbitrum', 42161, 'eip155'],
          ['Ethereum', 1, 'eip155'],
          ['Solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana'],
          ['Other', 10, 'eip155'],
        ].map(([label, chainId, namespace]) => (
          <li key={String(label)} className="w3m-action">
            <NetworkMark
              chainId={chainId as number | string}
              namespace={String(namespace)}
              size={28}
            />
            <span className="w3m-action-label">{label}</span>
          </li>
        ))}
      </ul>
      <div className="w3m-actions">
        <Identicon address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" />
        <Identicon address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />
      </div>
    </>
  )
}

const meta: Meta<typeof IconSheet> = {
  title: 'Components/Icon',
  component: IconSheet,
  render: (args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <IconSheet {...args} />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof IconSheet>

export const Icons: Story = { args: { show: 'icons' } }
export const IconsDark: Story = { args: { show: 'icons' }, name: 'Icons Dark' }
export const Marks: Story = { args: { show: 'marks' } }
export const MarksDark: Story = { args: { show: 'marks' }, name: 'Marks Dark' }
