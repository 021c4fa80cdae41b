import { imageUrlOf } from '../../clients/explorerImageUrl'
import { useCore } from '../../hooks/coreContext'
import { useLocale } from '../../i18n/translate'
import type { TokenBalance } from '../../stores/createBalancesStore'
import { formatBalance } from '../../utils/formatAddress'
import { formatUsd } from '../../utils/formatUsd'
import { FallbackImage } from '../FallbackImage/FallbackImage'

/**
 * A token's image: its own icon URL, else the explorer's image of its symbol, else its first
 * letter (docs/behaviour.md#images).
 */
export function TokenIcon({ token }: { token: Pick<TokenBalance, 'iconUrl' | 'symbol'> }) {
  const core = useCore()
  const symbol = token.symbol.trim()
  return (
    <FallbackImage
      sources={[token.iconUrl, symbol ? imageUrlOf(core, 'token', symbol) : undefined]}
      lazy
      fallback={
        <span className="w3m-wallet-image" aria-hidden="true" data-fallback="token">
          {symbol.slice(0, 1)}
        </span>
      }
    />
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
