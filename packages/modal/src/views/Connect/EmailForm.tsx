import { useId, useState } from 'react'
import { z } from 'zod'
import { pushView } from '../../actions/router'
import { useCore } from '../../hooks/coreContext'

const emailSchema = z.string().trim().email()

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
        const parsed = emailSchema.safeParse(email)
        if (!parsed.success) {
          setWarning('Please enter a valid email address')
          return
        }
        setWarning(undefined)
        pushView(core.stores, 'EmailLogin', { email: parsed.data })
      }}
    >
      <label htmlFor={id} className="w3m-visually-hidden">
        Email
      </label>
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
      {warning ? (
        <p id={`${id}-warning`} className="w3m-error-text" role="alert">
          {warning}
        </p>
      ) : null}
    </form>
  )
}
