import { useT } from '../../i18n/translate'

/** A transaction's hash (or Solana signature) in full, and its block explorer page when known. */
export function TransactionHash(props: {
  label: string
  hash: string
  explorerUrl: string | undefined
  /** Test ids of the hash and of the explorer link (named in full: the stable ids are literals). */
  testIds: readonly [hash: string, explorer: string]
}) {
  const t = useT()
  return (
    <>
      <p className="w3m-text-secondary">{props.label}</p>
      <code data-testid={props.testIds[0]} style={{ wordBreak: 'break-all' }}>
        {props.hash}
      </code>
      {props.explorerUrl ? (
        <a
          className="w3m-link"
          href={props.explorerUrl}
          target="_blank"
          rel="noreferrer noopener"
          data-testid={props.testIds[1]}
        >
          {t('View on the block explorer')}
        </a>
      ) : null}
    </>
  )
}
