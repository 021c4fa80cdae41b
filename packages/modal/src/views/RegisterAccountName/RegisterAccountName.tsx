import { useEffect, useId } from 'react'
import { useSnapshot } from 'valtio/react'
import { registerName } from '../../actions/registerName'
import {
  fetchNameSuggestions,
  fullName,
  NAME_ZONE,
  nameLabel,
  registerNameStoreOf,
  resetRegisterName,
  setNameInput,
} from '../../actions/registerNameForm'
import { resetView } from '../../actions/router'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** Suggestions are asked for once typing pauses this long (ms): one request a word, not a key. */
export const SUGGESTIONS_DEBOUNCE_MS = 300

/** Choose a name: the label (checked as typed), suggestions and which are taken, then Register. */
export function RegisterAccountName() {
  const core = useCore()
  const t = useT()
  const form = useSnapshot(registerNameStoreOf(core))
  const id = useId()
  const label = nameLabel(form.input)
  useEffect(() => {
    if (label === '' || form.inputError) return
    const timer = setTimeout(() => void fetchNameSuggestions(core), SUGGESTIONS_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [core, label, form.inputError])

  if (form.status === 'success' && form.registered) {
    return (
      <ViewStatus
        title={t('{name} is yours', { name: form.registered })}
        description={t('Your account now shows it.')}
      >
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={() => {
            // The next name starts from an empty form.
            resetRegisterName(core)
            resetView(core.stores, 'Account')
          }}
          data-testid="w3m-register-name-done"
        >
          {t('Done')}
        </button>
      </ViewStatus>
    )
  }
  const busy = form.status === 'signing' || form.status === 'registering'
  return (
    <form
      className="w3m-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void registerName(core)
      }}
      data-testid="w3m-register-name-form"
    >
      <label htmlFor={id} className="w3m-text-secondary">
        {t('Name')}
      </label>
      <input
        id={id}
        className="w3m-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('yourname')}
        value={form.input}
        disabled={busy}
        aria-invalid={form.inputError ? true : undefined}
        aria-describedby={`${id}-full`}
        onChange={(event) => setNameInput(core, { input: event.target.value })}
        data-testid="w3m-register-name-input"
      />
      <p id={`${id}-full`} className="w3m-text-secondary" data-testid="w3m-register-name-full">
        {label ? fullName(label) : t('Your name ends in .{zone}', { zone: NAME_ZONE })}
      </p>
      {form.inputError ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-register-name-invalid">
          {t(form.inputError)}
        </p>
      ) : null}
      <div aria-live="polite" data-testid="w3m-name-suggestions">
        {form.suggestionsStatus === 'loading' ? (
          <p className="w3m-text-secondary">{t('Loading suggestions…')}</p>
        ) : form.suggestionsStatus === 'error' ? (
          <p className="w3m-text-secondary">{t('Suggestions unavailable')}</p>
        ) : form.suggestionsStatus === 'ready' ? (
          <ul className="w3m-list" aria-label={t('Suggestions')}>
            {form.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="w3m-row"
                  disabled={suggestion.registered || busy}
                  onClick={() => setNameInput(core, { input: suggestion.name })}
                  data-testid={`w3m-name-suggestion-${suggestion.name}`}
                >
                  <span className="w3m-row-name">{suggestion.name}</span>
                  <span className={suggestion.registered ? 'w3m-error-text' : 'w3m-tag'}>
                    {suggestion.registered ? t('Taken') : t('Available')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {form.error ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-register-name-error">
          {t(form.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="w3m-button w3m-button-primary"
        disabled={busy || label === '' || Boolean(form.inputError)}
        data-testid="w3m-register-name-submit"
      >
        {form.status === 'signing'
          ? t('Sign in your wallet…')
          : form.status === 'registering'
            ? t('Registering…')
            : t('Register')}
      </button>
    </form>
  )
}
