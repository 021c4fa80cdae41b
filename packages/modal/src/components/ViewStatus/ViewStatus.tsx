import type { ReactNode } from 'react'

/** A centred message with an optional action: empty lists, errors, confirmations. */
export function ViewStatus(props: {
  title: string
  description?: string | undefined
  tone?: 'error' | 'normal'
  children?: ReactNode
}) {
  return (
    <div className="w3m-center">
      <p className="w3m-strong">{props.title}</p>
      {props.description ? (
        <p className={props.tone === 'error' ? 'w3m-error-text' : 'w3m-text-secondary'}>
          {props.description}
        </p>
      ) : null}
      {props.children}
    </div>
  )
}
