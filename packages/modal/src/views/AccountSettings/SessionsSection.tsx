import { useEffect, useId } from 'react'
import { useSnapshot } from 'valtio/react'
import {
  isSessionActive,
  loadSessions,
  revokeSession,
  SESSIONS_WORDS,
  sessionsStoreOf,
} from '../../actions/accountSessions'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useLocale, useT } from '../../i18n/translate'
import type { AccountSession } from '../../stores/createSessionsStore'

/** What the list shows: loading, the sessions, or the load failure. */
export type SessionsListState =
  | { status: 'loading' }
  | { status: 'ready'; sessions: AccountSession[] }
  | { status: 'error'; message: string }

/** The network name of a CAIP-2 id among the configured ones, else the id. */
function useNetworkName() {
  const options = useStoreState('options')
  return (caip: string) =>
    options.networks.find((network) => network.caipNetworkId === caip)?.name ?? caip
}

/** A session date in the modal's locale (`Mar 5, 2026` in English). */
const formatDate = (seconds: number, locale: string) =>
  new Date(seconds * 1000).toLocaleDateString(locale === 'en' ? 'en-US' : locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  })

const SECTION_STYLE = {
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--w3m-space-2)',
} as const
const ROW_STYLE = { cursor: 'default' } as const

/** The Sessions list as the section draws it (docs/behaviour.md#sessions). */
export function SessionList(props: {
  state: SessionsListState
  /** The pci being revoked, if any. */
  revoking?: string | undefined
  /** The last revoke failure. */
  revokeError?: string | undefined
  onRevoke: (pci: string) => void
  onRetry: () => void
}) {
  const id = useId()
  const t = useT()
  const locale = useLocale()
  const networkName = useNetworkName()
  const { state } = props
  return (
    <section aria-labelledby={id} style={SECTION_STYLE} data-testid="w3m-sessions">
      <h3 id={id} className="w3m-strong">
        {t('Sessions')}
      </h3>
      {state.status === 'loading' ? (
        <p className="w3m-text-secondary" role="status">
          {t('Loading sessions…')}
        </p>
      ) : state.status === 'error' ? (
        <>
          <p className="w3m-error-text" role="alert">
            {t(state.message)}
          </p>
          <button type="button" className="w3m-button" onClick={props.onRetry}>
            {t('Try again')}
          </button>
        </>
      ) : state.sessions.length === 0 ? (
        <p className="w3m-text-secondary">{t('No sessions')}</p>
      ) : (
        <ul className="w3m-list" aria-label={t('Sessions')}>
          {state.sessions.map((session) => {
            const active = isSessionActive(session)
            const busy = props.revoking === session.pci
            return (
              <li
                key={session.pci}
                className="w3m-row w3m-row-two-line"
                style={ROW_STYLE}
                data-testid={`w3m-session-${session.pci}`}
              >
                <span className="w3m-row-name">
                  {networkName(session.chainId)}
                  <span className="w3m-text-secondary">
                    {session.revokedAt
                      ? t('Revoked {date}', {
                          date: formatDate(Date.parse(session.revokedAt) / 1000, locale),
                        })
                      : active
                        ? t('Expires {date}', { date: formatDate(session.expiry, locale) })
                        : t('Expired {date}', { date: formatDate(session.expiry, locale) })}
                  </span>
                </span>
                {active ? (
                  <button
                    type="button"
                    className="w3m-button"
                    disabled={props.revoking !== undefined}
                    aria-busy={busy}
                    onClick={() => props.onRevoke(session.pci)}
                    data-testid="w3m-session-revoke"
                  >
                    {busy ? t('Revoking…') : t('Revoke')}
                  </button>
                ) : (
                  <span className="w3m-tag">{session.revokedAt ? t('Revoked') : t('Expired')}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {props.revokeError ? (
        <p className="w3m-error-text" role="alert">
          {t(props.revokeError)}
        </p>
      ) : null}
    </section>
  )
}

/** AccountSettings' Sessions: the account's sessions from the Blockchain API, each revocable. */
export function SessionsSection() {
  const core = useCore()
  const { address } = useStoreState('account')
  const store = sessionsStoreOf(core)
  const snapshot = useSnapshot(store)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another address has other sessions
  useEffect(() => {
    void loadSessions(core)
  }, [core, address])
  const state: SessionsListState =
    snapshot.status === 'error'
      ? { status: 'error', message: snapshot.error ?? SESSIONS_WORDS.load }
      : snapshot.status === 'ready'
        ? { status: 'ready', sessions: snapshot.sessions as AccountSession[] }
        : { status: 'loading' }
  return (
    <SessionList
      state={state}
      revoking={snapshot.revoking}
      revokeError={snapshot.revokeError}
      onRetry={() => void loadSessions(core)}
      onRevoke={(pci) => void revokeSession(core, { pci })}
    />
  )
}
