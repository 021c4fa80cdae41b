import { useT } from '../../i18n/translate'
import { Icon } from '../Icon/Icon'

/** A pragmatic address check (what browsers use for type=email); a mailed code verifies anyway. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/**
 * The email field with its mail icon and hidden label; `message` (a warning or error) is shown by
 * the caller under the id `${id}-error`.
 */
export function EmailField(props: {
  id: string
  value: string
  onChange: (value: string) => void
  message: string | undefined
  testId?: string
}) {
  const t = useT()
  const { id, message } = props
  return (
    <>
      <label htmlFor={id} className="w3m-visually-hidden">
        {t('Email')}
      </label>
      <div className="w3m-input-icon">
        <Icon name="mail" />
        <input
          id={id}
          className="w3m-input"
          type="email"
          autoComplete="email"
          placeholder={t('Email')}
          value={props.value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          data-testid={props.testId}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
      {message ? (
        <p id={`${id}-error`} className="w3m-error-text" role="alert">
          {message}
        </p>
      ) : null}
    </>
  )
}
