import { useLocale, useT } from '../../i18n/translate'
import type { BalancesState, TokenBalance } from '../../stores/createBalancesStore'
import { formatUsd } from '../../utils/formatUsd'
import { TokenRow } from '../TokenRow/TokenRow'
import { ViewStatus } from '../ViewStatus/ViewStatus'

/** Rows held while balances load, so the rows that arrive push nothing below them. */
const PLACEHOLDER_ROWS = 3

function TokenPlaceholders() {
  const t = useT()
  return (
    <div role="status" className="w3m-list">
      <span className="w3m-visually-hidden">{t('Loading balances')}</span>
      <span className="w3m-skeleton-total" aria-hidden="true" />
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <div key={index} className="w3m-row w3m-skeleton" aria-hidden="true">
          <span className="w3m-wallet-image" />
          <span className="w3m-skeleton-line" />
        </div>
      ))}
    </div>
  )
}

/** The token list with its total, or its loading, error and empty states. */
export function TokenList(props: {
  tokens: readonly TokenBalance[]
  status: BalancesState['status']
  totalValue?: number
  onChoose?: (token: TokenBalance) => void
}) {
  const t = useT()
  const locale = useLocale()
  const { tokens, status } = props
  if (tokens.length === 0) {
    if (status === 'loading' || status === 'idle') return <TokenPlaceholders />
    if (status === 'error')
      return (
        <ViewStatus
          title={t('Token Balance Unavailable')}
          description={t('Balances will be retried shortly.')}
          tone="error"
        />
      )
    return (
      <ViewStatus
        title={t('No tokens yet')}
        description={t('Tokens you hold on this network show here.')}
      />
    )
  }
  return (
    <>
      {props.totalValue !== undefined ? (
        <p className="w3m-text-secondary" data-testid="w3m-token-total">
          {t('Total {value}', { value: formatUsd(props.totalValue, locale) })}
        </p>
      ) : null}
      <ul
        className="w3m-list"
        aria-label={t('Tokens')}
        data-testid="w3m-token-list"
        // Rows without buttons give the keyboard nothing to stop on: the list itself takes focus so it can be scrolled.
        tabIndex={props.onChoose ? undefined : 0}
      >
        {tokens.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`}>
            <TokenRow
              token={token}
              {...(props.onChoose ? { onChoose: () => props.onChoose?.(token) } : {})}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
