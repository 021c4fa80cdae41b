import { WalletImage } from '../WalletImage/WalletImage'

/** One wallet as a list row: image, name, an optional tag (installed, recent, a count). */
export function WalletRow(props: {
  name: string
  imageUrl?: string | null | undefined
  imageId?: string | null | undefined
  tag?: string | undefined
  onClick: () => void
  testId?: string
}) {
  return (
    <li>
      <button type="button" className="w3m-row" onClick={props.onClick} data-testid={props.testId}>
        <WalletImage name={props.name} imageUrl={props.imageUrl} imageId={props.imageId} />
        <span className="w3m-row-name">{props.name}</span>
        {props.tag ? <span className="w3m-tag">{props.tag}</span> : null}
      </button>
    </li>
  )
}
