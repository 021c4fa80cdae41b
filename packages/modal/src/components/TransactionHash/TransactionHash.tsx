import { useT } from '../../i18n/translate'

/** A transaction's hash (or Solana signature) in full, and its block explorer page when known. */
export function TransactionHash(props: {
  label: string
  hash: string
  explorerUrl: string | undefined
  /** `${testIdPrefix}-hash` and `${testIdPrefix}-explorer`. */
  testIdPrefix: string
}) {
  const t = useT()
  return (
    <>
      <p className="w3m-text-secondary">{props.label}</p>
      <code data-testid={`${props.testIdPrefix}-hash`} style={{ wordBreak: 'break-all' }}>
        {props.hash}
      </code>
      {props.explorerUrl ? (
        <a
          className="w3m-link"
          href={props.explorerUrl}
          target="_blank"
          rel="noreferrer noopener"
          data-testid={`${props.testIdPrefix}-explorer`}
        >
          {t('View on the block explorer')}
        </a>
      ) : null}
    </>
  )
}
