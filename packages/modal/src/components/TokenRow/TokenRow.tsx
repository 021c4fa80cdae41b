import { useLocale } from '../../i18n/translate'
import type { TokenBalance } from '../../stores/createBalancesStore'
import { formatBalance } from '../../utils/formatAddress'
import { formatUsd } from '../../utils/formatUsd'
import { safeImageUrl } from '../../utils/safeUrl'

/** The token's icon, or its first letter when it has none. */
export function TokenIcon({ token }: { token: Pick<TokenBalance, 'iconUrl' | 'symbol'> }) {
  const src = safeImageUrl(token.iconUrl)
  return src ? (
    <img className="w3m-wallet-image" src={src} alt="" loading="lazy" />
  ) : (
    <span className="w3m-wallet-image" aria-hidden="true">
      {token.symbol.slice(0, 1)}
    </span>
  )
}

/** One token: icon, name, quantity and USD value; a button when `onChoose` is given. */
export function TokenRow({ token, onChoose }: { token: TokenBalance; onChoose?: () => void }) {
  const locale = useLocale()
  const body = (
    <>
      <TokenIcon token={token} />
      <span className="w3m-row-name w3m-row-two-line">
        {token.name}
        <span className="w3m-text-secondary">
          {' '}
          {formatBalance(token.quantity, 4, locale)} {token.symbol}
        </span>
      </span>
      <span className="w3m-row-value">{formatUsd(token.value, locale)}</span>
    </>
  )
  const testId = `w3m-token-${token.symbol}`
  return onChoose ? (
    <button type="button" className="w3m-row" onClick={onChoose} data-testid={testId}>
      {body}
    </button>
  ) : (
    <div className="w3m-row" data-testid={testId}>
      {body}
    </div>
  )
}
