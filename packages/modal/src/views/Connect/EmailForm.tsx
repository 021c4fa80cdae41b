import { memo, useId, useState } from 'react'
import { pushView } from '../../actions/router'
import { EMAIL_PATTERN, EmailField } from '../../components/EmailField/EmailField'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/**
 * Connect's email field: a valid address moves to EmailLogin, anything else warns APKTW002
 * (docs/behaviour.md#errors). Memoised: Connect renders again as the explorer answers, which
 * changes nothing here.
 */
export const EmailForm = memo(function EmailForm() {
  const core = useCore()
  const t = useT()
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
          setWarning(t('Please enter a valid email address'))
          return
        }
        setWarning(undefined)
        pushView(core.stores, 'EmailLogin', { email: value })
      }}
    >
      <EmailField id={id} value={email} onChange={setEmail} message={warning} />
    </form>
  )
})
