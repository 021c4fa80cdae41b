import { useId, useRef, useState } from 'react'
import { useT } from '../../i18n/translate'
import { formatBalance } from '../../utils/formatAddress'
import { formatUsd, usdSuffix } from '../../utils/formatUsd'
import { Icon } from '../Icon/Icon'
import { TokenIcon } from '../TokenRow/TokenRow'

/** What the picker shows of a token: its icon, symbol, name, the account's balance and its USD value. */
export type PickerToken = {
  address: string
  symbol: string
  name: string
  balance: string
  /** The balance in USD, when the modal has a price for the token. */
  value?: number | undefined
  logoUri: string
}

/**
 * A token chooser: a button showing the chosen token that opens a searchable list of the
 * others, each with icon, name, balance and USD value; choosing one closes the list and returns
 * focus. Escape inside closes only the list (the dialog leaves an Escape in `data-owns-escape`
 * to it; docs/behaviour.md#views).
 */
export function TokenPicker(props: {
  label: string
  testId: string
  tokens: readonly PickerToken[]
  value: string
  onChange: (address: string) => void
}) {
  const t = useT()
  const id = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const chosen = props.tokens.find((token) => token.address === props.value)
  const term = search.trim().toLowerCase()
  const shown = props.tokens.filter(
    (token) =>
      term === '' ||
      token.symbol.toLowerCase().includes(term) ||
      token.name.toLowerCase().includes(term),
  )
  const close = () => {
    setOpen(false)
    setSearch('')
    trigger.current?.focus()
  }
  const choose = (address: string) => {
    props.onChange(address)
    close()
  }
  return (
    <fieldset
      className="w3m-picker"
      data-owns-escape={open ? '' : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        close()
      }}
    >
      <legend className="w3m-text-secondary">{props.label}</legend>
      <button
        ref={trigger}
        type="button"
        className="w3m-row w3m-picker-trigger"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((now) => !now)}
        data-testid={props.testId}
      >
        {chosen ? <TokenIcon token={{ symbol: chosen.symbol, iconUrl: chosen.logoUri }} /> : null}
        <span className="w3m-row-name w3m-row-two-line">
          {chosen?.symbol ?? t('Choose a token')}
          {chosen ? (
            <span className="w3m-text-secondary" data-testid={`${props.testId}-balance`}>
              {' '}
              {t('Balance {amount}', { amount: formatBalance(chosen.balance) })}
              {usdSuffix(chosen.value)}
            </span>
          ) : null}
        </span>
        <Icon name="chevronDown" />
      </button>
      {open ? (
        <div className="w3m-picker-panel" id={`${id}-panel`} data-testid={`${props.testId}-list`}>
          <div className="w3m-input-icon">
            <Icon name="search" />
            <input
              className="w3m-input"
              type="search"
              aria-label={t('Search tokens')}
              placeholder={t('Search token')}
              value={search}
              // biome-ignore lint/a11y/noAutofocus: the list opened from its button; typing is what comes next
              autoFocus
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <ul className="w3m-list" aria-label={t('{label} tokens', { label: props.label })}>
            {shown.map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  className="w3m-row"
                  aria-current={token.address === props.value ? 'true' : undefined}
                  onClick={() => choose(token.address)}
                  data-testid={`${props.testId}-${token.symbol}`}
                >
                  <TokenIcon token={{ symbol: token.symbol, iconUrl: token.logoUri }} />
                  <span className="w3m-row-name w3m-row-two-line">
                    {token.symbol}
                    <span className="w3m-text-secondary"> {token.name}</span>
                  </span>
                  <span className="w3m-row-value w3m-row-two-line">
                    {formatBalance(token.balance)}
                    {token.value === undefined ? null : (
                      <span
                        className="w3m-text-secondary"
                        data-testid={`${props.testId}-${token.symbol}-value`}
                      >
                        {formatUsd(token.value)}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? (
            <p className="w3m-text-secondary">{t('No token matches.')}</p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
