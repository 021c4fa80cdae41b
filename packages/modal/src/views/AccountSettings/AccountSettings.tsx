import { pushView } from '../../actions/router'
import { setPreferredAccountType } from '../../actions/setPreferredAccountType'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { shortAddress } from '../../utils/formatAddress'
import { SessionsSection } from './SessionsSection'

/** AccountSettings of an embedded wallet: who is signed in, the account type switch, email change. */
export function AccountSettings() {
  const core = useCore()
  const t = useT()
  const account = useStoreState('account')
  const { accountType } = useStoreState('auth')
  const smart = account.preferredAccountType === 'smartAccount'
  const switching = accountType.status === 'switching'
  return (
    <div className="w3m-center" data-testid="w3m-account-settings">
      {account.user?.email ? (
        <p className="w3m-strong" data-testid="w3m-settings-email">
          {account.user.email}
        </p>
      ) : null}
      {account.user?.username ? (
        <p className="w3m-strong" data-testid="w3m-settings-username">
          {account.user.username}
        </p>
      ) : null}
      <p className="w3m-text-secondary">
        {smart ? t('Smart account') : t('EOA')}
        {account.address ? ` · ${shortAddress(account.address)}` : ''}
      </p>
      <button
        type="button"
        className="w3m-button"
        disabled={switching}
        aria-busy={switching}
        onClick={() => void setPreferredAccountType(core, { type: smart ? 'eoa' : 'smartAccount' })}
        data-testid="w3m-account-type-switch"
      >
        {switching ? t('Switching…') : smart ? t('Switch to EOA') : t('Switch to smart account')}
      </button>
      {accountType.status === 'error' && accountType.error ? (
        <p className="w3m-error-text" role="alert">
          {t(accountType.error)}
        </p>
      ) : null}
      {account.user?.email ? (
        <button
          type="button"
          className="w3m-button"
          onClick={() => pushView(core.stores, 'UpdateEmailWallet')}
          data-testid="w3m-update-email"
        >
          {t('Update email')}
        </button>
      ) : null}
      <SessionsSection />
    </div>
  )
}
