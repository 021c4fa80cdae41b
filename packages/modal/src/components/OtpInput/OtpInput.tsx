import { useId, useState } from 'react'
import { useT } from '../../i18n/translate'

/** The one-time code has 6 digits (docs/behaviour.md#validation). */
const OTP_LENGTH = 6

/**
 * The one-time code field: digits only, and `onComplete` fires as the 6th digit is typed or
 * pasted (auto-submit). One input, so screen readers and password managers see one field.
 */
export function OtpInput(props: {
  onComplete: (otp: string) => void
  disabled?: boolean
  error?: string | undefined
  label?: string
}) {
  const t = useT()
  const id = useId()
  const [value, setValue] = useState('')
  return (
    <div className="w3m-otp">
      <label htmlFor={id} className="w3m-text-secondary">
        {props.label ?? t('Verification code')}
      </label>
      <input
        id={id}
        className="w3m-input w3m-otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={value}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        data-testid="w3m-otp-input"
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
          setValue(digits)
          if (digits.length === OTP_LENGTH) props.onComplete(digits)
        }}
      />
      {props.error ? (
        <p id={`${id}-error`} className="w3m-error-text" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
