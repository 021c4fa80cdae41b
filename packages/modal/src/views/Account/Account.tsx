import { lazy, Suspense } from 'react'
import { multiWalletEnabled } from '../../actions/connectionList'
import { pushView } from '../../actions/router'
import { Icon } from '../../components/Icon/Icon'
import { Identicon } from '../../components/Icon/Identicon'
import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { useCore } from '../../hooks/coreContext'
import { useBusy, useCopyAddress } from '../../hooks/useCopyAddress'
import { useStoreState } from '../../hooks/useStoreState'
import { useLocale, useT } from '../../i18n/translate'
import { formatBalance, shortAddress } from '../../utils/formatAddress'
import { safeImageUrl } from '../../utils/safeUrl'

// Balances, activity, send and receive load with their own chunk, after the account shows.
const AccountTabs = lazy(async () => ({
  default: (await import('../../components/AccountTabs/AccountTabs')).AccountTabs,
}))

/** Account: avatar and name, the short address with copy, the native balance, the network, disconnect. */
export function Account() {
  const core = useCore()
  const t = useT()
  const locale = useLocale()
  const account = useStoreState('account')
  const chain = useStoreState('chain')
  const { connections, activeConnectorId } = useStoreState('connections')
  // Followed for the multi-wallet feature, which the project's config and the options decide.
  useStoreState('project')
  useStoreState('options')
  const { busy, run } = useBusy()
  const { copied, copy } = useCopyAddress(core)
  const network = chain.namespaces[chain.activeNamespace]?.activeNetwork
  // With several wallets, the embedded wallet's email shows only while it is the active one.
  const user =
    connections.length <= 1 || activeConnectorId === core.authRuntime?.connectorId
      ? account.user
      : undefined
  if (!account.address) return <p className="w3m-text-secondary">{t('No wallet connected.')}</p>
  const address = account.address
  return (
    <div className="w3m-center" data-testid="w3m-account">
      {safeImageUrl(account.profileImage) ? (
        <img
          className="w3m-avatar"
          src={safeImageUrl(account.profileImage)}
          alt=""
          width={72}
          height={72}
        />
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
          {t('Choose a name')}
        </button>
      )}
      {user?.email || user?.username ? (
        <p className="w3m-text-secondary" data-testid="w3m-account-user">
          {user.email || user.username}
        </p>
      ) : null}
      <p className="w3m-address">
        <span data-testid="w3m-account-address" title={address}>
          {shortAddress(address)}
        </span>
        <button
          type="button"
          className="w3m-icon-button"
          aria-label={t('Copy address')}
          onClick={() => void copy(address)}
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
          ? `${formatBalance(account.balance, 4, locale)} ${account.balanceSymbol ?? ''}`.trim()
          : account.balanceLoading
            ? t('Loading balance…')
            : t('Balance unavailable')}
      </p>
      <button
        type="button"
        className="w3m-chip"
        onClick={() => pushView(core.stores, 'Networks')}
        data-testid="w3m-account-network"
      >
        <NetworkImage network={network} />
        <span className="w3m-chip-label">{network?.name ?? t('Unknown network')}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <Suspense fallback={<div className="w3m-tabs-placeholder" />}>
        <AccountTabs />
      </Suspense>
      <div className="w3m-account-footer">
        {multiWalletEnabled(core.stores) ? (
          <button
            type="button"
            className="w3m-button"
            onClick={() => pushView(core.stores, 'ProfileWallets')}
            data-testid="w3m-account-wallets-button"
          >
            <Icon name="wallet" size={18} />
            {connections.length > 1
              ? t('Wallets ({count})', { count: connections.length })
              : t('Manage wallets')}
          </button>
        ) : null}
        {user ? (
          <button
            type="button"
            className="w3m-button"
            onClick={() => pushView(core.stores, 'AccountSettings')}
            data-testid="w3m-account-settings-button"
          >
            <Icon name="settings" size={18} />
            {t('Account settings')}
          </button>
        ) : null}
        <button
          type="button"
          className="w3m-button"
          disabled={busy}
          onClick={() =>
            // Loaded on the click: disconnecting (and Solana's part of it) stays out of the first load.
            void run(async () =>
              (await import('../../actions/disconnectWallet')).disconnectWallet(core),
            )
          }
          data-testid="w3m-disconnect"
        >
          <Icon name="power" size={18} />
          {t('Disconnect')}
        </button>
      </div>
    </div>
  )
}
