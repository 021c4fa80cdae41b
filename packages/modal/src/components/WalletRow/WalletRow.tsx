import type { IconName } from '../Icon/icons'
import { WalletImage } from '../WalletImage/WalletImage'
import { WalletRowFrame } from './WalletRowFrame'

/** One wallet as a list row: image (or icon), name, an optional tag (installed, recent, a count). */
export function WalletRow(props: {
  name: string
  imageUrl?: string | null | undefined
  imageId?: string | null | undefined
  icon?: IconName
  kind?: string
  tag?: string | undefined
  tagTone?: 'accent'
  onClick: () => void
  testId?: string
}) {
  return (
    <WalletRowFrame
      image={
        <WalletImage
          imageUrl={props.imageUrl}
          imageId={props.imageId}
          icon={props.icon}
          kind={props.kind}
        />
      }
      name={props.name}
      tag={props.tag}
      tagTone={props.tagTone}
      onClick={props.onClick}
      testId={props.testId}
    />
  )
}
