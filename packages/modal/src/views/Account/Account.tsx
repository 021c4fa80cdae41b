import { lazy, Suspense, useState } from 'react'
import { disconnectWallet } from '../../actions/disconnectWallet'
import { pushView } from '../../actions/router'
import { showToast } from '../../actions/toast'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { formatBalance, shortAddress } from '../../utils/formatAddress'

// Balances, activity, send and receive load with their own chunk, after the account shows.
const AccountTabs = lazy(async () => ({
  default: (await import('../../components/AccountTabs/AccountTabs')).AccountTabs,
}))

/** Account: avatar and name, the short address with copy, the native balance, the network, disconnect. */
export function Account() {
  const core = useCore()
  const account = useStoreState('account')
  const chain = useStoreState('chain')
  const [busy, setBusy] = useState(false)
  const network = chain.namespaces[chain.activeNamespace]?.activeNetwork
  if (!account.address) return <p className="w3m-text-secondary">No wallet connected.</p>
  const address = account.address
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showToast(core.stores, 'success', 'Address copied')
    } catch {
      showToast(core.stores, 'error', 'Could not copy the address')
    }
  }
  return (
    <div className="w3m-center" data-testid="w3m-account">
      {account.profileImage ? (
        <img className="w3m-avatar" src={account.profileImage} alt="" />
      ) : (
        <span className="w3m-avatar" aria-hidden="true" />
      )}
      {account.profileName ? (
        <p className="w3m-strong" data-testid="w3m-profile-name">
          {account.profileName}
        </p>
      ) : (
        <button
          type="button"
          className="w3m-button"
          onClick={() => pushView(core.stores, 'RegisterAccountName')}
          data-testid="w3m-account-choose-name"
        >
          Choose a name
        </button>
      )}
      {account.user?.email || account.user?.username ? (
        <p className="w3m-text-secondary" data-testid="w3m-account-user">
          {account.user.email || account.user.username}
        </p>
      ) : null}
      <p className="w3m-address">
        <span data-testid="w3m-account-address" title={address}>
          {shortAddress(address)}
        </span>
        <button
          type="button"
          className="w3m-icon-button"
          aria-label="Copy address"
          onClick={() => void copy()}
        >
          ⧉
        </button>
      </p>
      <p className="w3m-balance" data-testid="w3m-account-balance">
        {account.balance !== undefined
          ? `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
          : account.balanceLoading
            ? 'Loading balance…'
            : 'Balance unavailable'}
      </p>
      <button
        type="button"
        className="w3m-button"
        onClick={() => pushView(core.stores, 'Networks')}
        data-testid="w3m-account-network"
      >
        {network?.name ?? 'Unknown network'}
      </button>
      <Suspense fallback={null}>
        <AccountTabs />
      </Suspense>
      {account.user ? (
        <button
          type="button"
          className="w3m-button"
          onClick={() => pushView(core.stores, 'AccountSettings')}
          data-testid="w3m-account-settings-button"
        >
          Account settings
        </button>
      ) : null}
      <button
        type="button"
        className="w3m-button"
        disabled={busy}
        onClick={async () => {
          setBusy(true)
          await disconnectWallet(core)
          setBusy(false)
        }}
        data-testid="w3m-disconnect"
      >
        Disconnect
      </button>
    </div>
  )
}
