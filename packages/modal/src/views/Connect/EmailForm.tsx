import { useId, useState } from 'react'
import { pushView } from '../../actions/router'
import { Icon } from '../../components/Icon/Icon'
import { useCore } from '../../hooks/coreContext'

/** A pragmatic address check (what browsers use for type=email); the secure site verifies by code anyway. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** Connect's email field: a valid address moves to EmailLogin, anything else warns in the spec's words. */
export function EmailForm() {
  const core = useCore()
  const id = useId()
  const [email, setEmail] = useState('')
  const [warning, setWarning] = useState<string | undefined>()
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const value = email.trim()
        if (!EMAIL_PATTERN.test(value)) {
          setWarning('Please enter a valid email address')
          return
        }
        setWarning(undefined)
        pushView(core.stores, 'EmailLogin', { email: value })
      }}
    >
      <label htmlFor={id} className="w3m-visually-hidden">
        Email
      </label>
      <div className="w3m-input-icon">
        <Icon name="mail" />
        <input
          id={id}
          className="w3m-input"
          type="email"
          autoComplete="email"
          placeholder="Email"
          value={email}
          aria-invalid={warning ? true : undefined}
          aria-describedby={warning ? `${id}-warning` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      {warning ? (
        <p id={`${id}-warning`} className="w3m-error-text" role="alert">
          {warning}
        </p>
      ) : null}
    </form>
  )
}
