import type { Meta, StoryObj } from '@storybook/react-vite'
import { FixtureStory } from '../../testing/CoreFixture'
import { Icon } from './Icon'
import { Identicon } from './Identicon'
import { ICON_PATHS, type IconName } from './icons'
import { NetworkMark } from './NetworkMark'

/** Every icon, the network marks and two identicons, each with its name. */
function IconSheet() {
  return (
    <div className="w3m-view">
      <ul className="w3m-list w3m-actions" aria-label="Icons">
        {(Object.keys(ICON_PATHS) as IconName[]).map((name) => (
          <li key={name} className="w3m-action">
            <Icon name={name} />
            <span className="w3m-action-label">{name}</span>
          </li>
        ))}
      </ul>
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
    </div>
  )
}

const meta: Meta<typeof IconSheet> = {
  title: 'Components/Icon',
  component: IconSheet,
  render: (_args, context) => (
    <FixtureStory theme={context.name.includes('Dark') ? 'dark' : 'light'}>
      <IconSheet />
    </FixtureStory>
  ),
}
export default meta
type Story = StoryObj<typeof IconSheet>

export const All: Story = {}
export const AllDark: Story = { name: 'All Dark' }
