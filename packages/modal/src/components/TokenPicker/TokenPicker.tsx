import { useId, useRef, useState } from 'react'
import { useT } from '../../i18n/translate'
import { formatBalance } from '../../utils/formatAddress'
import { Icon } from '../Icon/Icon'
import { TokenIcon } from '../TokenRow/TokenRow'

/** What the picker shows of a token: its icon, symbol, name and the account's balance. */
export type PickerToken = {
  address: string
  symbol: string
  name: string
  balance: string
  logoUri: string
}

/**
 * A token chooser: a button showing the chosen token that opens a searchable list of the
 * others, each with icon, name and balance; choosing one closes the list and returns focus.
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
  const choose = (address: string) => {
    props.onChange(address)
    setOpen(false)
    setSearch('')
    trigger.current?.focus()
  }
  return (
    <fieldset className="w3m-picker">
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
            <span className="w3m-text-secondary">
              {' '}
              {t('Balance {amount}', { amount: formatBalance(chosen.balance) })}
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
                  <span className="w3m-row-value">{formatBalance(token.balance)}</span>
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
