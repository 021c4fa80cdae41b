import type { ReactNode } from 'react'

/**
 * A wallet row around its image: name and an optional tag. In the first load: Connect's rows
 * (WalletRow) and those the dialog's shell draws where Connect's will be (ModalShell) are the same.
 */
export function WalletRowFrame(props: {
  image: ReactNode
  name: string
  tag?: string | undefined
  tagTone?: 'accent' | undefined
  onClick: () => void
  testId?: string | undefined
}) {
  return (
    <li>
      <button type="button" className="w3m-row" onClick={props.onClick} data-testid={props.testId}>
        {props.image}
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

/** A wallet's image from a URL already checked (`safeImageUrl`); `lazy` loads it once near the viewport. */
export function WalletImg(props: { src: string; lazy?: boolean; onError?: () => void }) {
  return (
    <img
      className="w3m-wallet-image"
      src={props.src}
      alt=""
      width={40}
      height={40}
      loading={props.lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={props.onError}
    />
  )
}
