import { lazy, Suspense, useEffect, useState } from 'react'
import { disconnectWallet } from '../../actions/disconnectWallet'
import { pushView } from '../../actions/router'
import { showToast } from '../../actions/toast'
import { Icon } from '../../components/Icon/Icon'
import { Identicon } from '../../components/Icon/Identicon'
import { NetworkMark } from '../../components/Icon/NetworkMark'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { formatBalance, shortAddress } from '../../utils/formatAddress'

/** How long the copy icon shows its check after a copy. */
const COPIED_MS = 1_500

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
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const network = chain.namespaces[chain.activeNamespace]?.activeNetwork
  if (!account.address) return <p className="w3m-text-secondary">No wallet connected.</p>
  const address = account.address
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      showToast(core.stores, 'success', 'Address copied')
    } catch {
      showToast(core.stores, 'error', 'Could not copy the address')
    }
  }
  return (
    <div className="w3m-center" data-testid="w3m-account">
      {account.profileImage ? (
        <img className="w3m-avatar" src={account.profileImage} alt="" width={72} height={72} />
      ) : (
        <Identicon address={address} size={72} />
      )}
      {account.profileName ? (
        <p className="w3m-account-name" data-testid="w3m-profile-name">
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
          data-testid="w3m-copy-address"
        >
          <Icon name={copied ? 'check' : 'copy'} size={18} />
        </button>
      </p>
      <p
        className="w3m-balance"
        data-testid="w3m-account-balance"
        data-pending={account.balance === undefined ? 'true' : undefined}
      >
        {account.balance !== undefined
          ? `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
          : account.balanceLoading
            ? 'Loading balance…'
            : 'Balance unavailable'}
      </p>
      <button
        type="button"
        className="w3m-chip"
        onClick={() => pushView(core.stores, 'Networks')}
        data-testid="w3m-account-network"
      >
        <NetworkMark chainId={network?.id ?? 0} namespace={network?.chainNamespace} />
        <span className="w3m-chip-label">{network?.name ?? 'Unknown network'}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <Suspense fallback={<div className="w3m-tabs-placeholder" />}>
        <AccountTabs />
      </Suspense>
      <div className="w3m-account-footer">
        {account.user ? (
          <button
            type="button"
            className="w3m-button"
            onClick={() => pushView(core.stores, 'AccountSettings')}
            data-testid="w3m-account-settings-button"
          >
            <Icon name="settings" size={18} />
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
          <Icon name="power" size={18} />
          Disconnect
        </button>
      </div>
    </div>
  )
}
