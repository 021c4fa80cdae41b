import type { IconName } from '../Icon/icons'
import { WalletImage } from '../WalletImage/WalletImage'

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
    <li>
      <button type="button" className="w3m-row" onClick={props.onClick} data-testid={props.testId}>
        <WalletImage
          imageUrl={props.imageUrl}
          imageId={props.imageId}
          icon={props.icon}
          kind={props.kind}
        />
        <span className="w3m-row-name">{props.name}</span>
        {props.tag ? (
          <span className="w3m-tag" data-tone={props.tagTone}>
            {props.tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}
