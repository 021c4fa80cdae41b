import { useId } from 'react'
import { useT } from '../../i18n/translate'

/** The amount field of a send: decimal text, the token's symbol and a Max button. */
export function AmountInput(props: {
  value: string
  symbol: string | undefined
  onChange: (value: string) => void
  onMax?: (() => void) | undefined
  maxBusy?: boolean
}) {
  const t = useT()
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="w3m-text-secondary w3m-truncate">
        {props.symbol ? t('Amount ({symbol})', { symbol: props.symbol }) : t('Amount')}
      </label>
      <div className="w3m-address">
        <input
          id={id}
          className="w3m-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value.replace(',', '.'))}
          data-testid="w3m-send-amount"
        />
        {props.onMax ? (
          <button
            type="button"
            className="w3m-button"
            onClick={props.onMax}
            disabled={props.maxBusy}
            data-testid="w3m-send-max"
          >
            {t('Max')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
