import type { BalancesState, TokenBalance } from '../../stores/createBalancesStore'
import { formatUsd } from '../../utils/formatUsd'
import { Spinner } from '../Spinner/Spinner'
import { TokenRow } from '../TokenRow/TokenRow'
import { ViewStatus } from '../ViewStatus/ViewStatus'

/** The token list with its total, or its loading, error and empty states. */
export function TokenList(props: {
  tokens: readonly TokenBalance[]
  status: BalancesState['status']
  totalValue?: number
  onChoose?: (token: TokenBalance) => void
}) {
  const { tokens, status } = props
  if (tokens.length === 0) {
    if (status === 'loading' || status === 'idle') return <Spinner />
    if (status === 'error')
      return (
        <ViewStatus
          title="Token Balance Unavailable"
          description="Balances will be retried shortly."
          tone="error"
        />
      )
    return (
      <ViewStatus title="No tokens yet" description="Tokens you hold on this network show here." />
    )
  }
  return (
    <>
      {props.totalValue !== undefined ? (
        <p className="w3m-text-secondary" data-testid="w3m-token-total">
          Total {formatUsd(props.totalValue)}
        </p>
      ) : null}
      <ul
        className="w3m-list"
        aria-label="Tokens"
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
