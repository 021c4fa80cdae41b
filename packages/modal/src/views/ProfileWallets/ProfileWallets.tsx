import { useEffect, useState } from 'react'
import type { Snapshot } from 'valtio/vanilla'
import { isCurrent, namespaceOf } from '../../actions/connectionList'
import {
  addWallet,
  disconnectAll,
  disconnectConnection,
  switchAccount,
  switchConnection,
} from '../../actions/manageConnections'
import { Icon } from '../../components/Icon/Icon'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import type { Core } from '../../core/createCore'
import { useCore } from '../../hooks/coreContext'
import { useBusy, useCopyAddress } from '../../hooks/useCopyAddress'
import { useStoreState } from '../../hooks/useStoreState'
import { useLocale, useT } from '../../i18n/translate'
import type { Connection as StoredConnection } from '../../stores/createConnectionsStore'
import { formatBalance, shortAddress } from '../../utils/formatAddress'
import type { ChainNamespace } from '../../utils/networks'

type Connection = Snapshot<StoredConnection>

/** This view's own styles, in its lazy chunk (nothing of them loads before the first click). */
const PROFILE_WALLETS_CSS = `.w3m-connection-group { margin: var(--w3m-space-2) 0 var(--w3m-space-1); font-size: var(--w3m-text-s); font-weight: 500; color: var(--w3m-fg-2); }
.w3m-connection { display: flex; flex-direction: column; gap: var(--w3m-space-1); padding: var(--w3m-space-2); border-radius: var(--w3m-radius-l); background: var(--w3m-bg-2); }
.w3m-connection[data-active="true"] { box-shadow: inset 0 0 0 2px var(--w3m-accent, var(--w3m-accent-default)); }
.w3m-connection-head { display: flex; align-items: center; gap: var(--w3m-space-2); min-inline-size: 0; }
.w3m-connection-name { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-connection-switch { flex: none; min-block-size: var(--w3m-touch-target); padding-inline: var(--w3m-space-3); }
.w3m-connection-account { display: flex; align-items: center; gap: var(--w3m-space-1); padding-inline-start: calc(40px + var(--w3m-space-2)); font-size: var(--w3m-text-s); min-inline-size: 0; }
.w3m-connection-account[data-active="true"] .w3m-connection-address { font-weight: 600; }
.w3m-connection-address { flex: none; white-space: nowrap; font-variant-numeric: tabular-nums; }
.w3m-connection-balance { display: block; flex: 0 1 auto; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: end; }`

const GROUPS: ReadonlyArray<{ namespace: ChainNamespace; label: string }> = [
  { namespace: 'eip155', label: 'EVM' },
  { namespace: 'solana', label: 'Solana' },
]

/** The balance of an account that is not the one Account shows: read from its chain once. */
async function readBalance(
  core: Core,
  connection: Connection,
  address: string,
  locale: string,
): Promise<string | undefined> {
  if (namespaceOf(connection) === 'solana') {
    const lamports = await core.solana?.getBalance(address)
    return lamports === undefined
      ? undefined
      : `${formatBalance(String(lamports / 1e9), 4, locale)} SOL`
  }
  const { options, chain } = core.stores
  const chainId = options.networks.some((network) => network.id === connection.chainId)
    ? connection.chainId
    : chain.namespaces.eip155?.activeNetwork?.id
  if (!core.evm?.getBalance || chainId === undefined) return undefined
  const balance = await core.evm.getBalance(address as `0x${string}`, chainId)
  const value = Number(balance.value) / 10 ** balance.decimals
  return `${formatBalance(String(value), 4, locale)} ${balance.symbol}`
}

/**
 * One account of a connection: short address, copy, balance; in the active connection, the other
 * accounts the wallet shares get "Use" (that account becomes the one in use).
 */
function AccountLine(props: {
  connection: Connection
  address: string
  shown: boolean
  choosable: boolean
}) {
  const core = useCore()
  const t = useT()
  const locale = useLocale()
  const account = useStoreState('account')
  const { copied, copy } = useCopyAddress(core)
  const [read, setRead] = useState<{ text: string | undefined } | undefined>()
  const { connection, address, shown, choosable } = props
  useEffect(() => {
    if (shown) return
    let live = true
    readBalance(core, connection, address, locale).then(
      (text) => live && setRead({ text }),
      () => live && setRead({ text: undefined }),
    )
    return () => {
      live = false
    }
  }, [core, connection, address, shown, locale])
  const balance = shown
    ? account.balance !== undefined
      ? `${formatBalance(account.balance, 4, locale)} ${account.balanceSymbol ?? ''}`.trim()
      : account.balanceLoading
        ? t('Loading balance…')
        : t('Balance unavailable')
    : read
      ? (read.text ?? t('Balance unavailable'))
      : t('Loading balance…')
  return (
    <li
      className="w3m-connection-account"
      data-active={shown ? 'true' : undefined}
      data-testid={`w3m-connection-account-${address}`}
    >
      <span className="w3m-connection-address" title={address} data-testid="w3m-connection-address">
        {shortAddress(address)}
      </span>
      <button
        type="button"
        className="w3m-icon-button"
        aria-label={t('Copy address {address}', { address: shortAddress(address) })}
        onClick={() => void copy(address)}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </button>
      <span
        className="w3m-row-end w3m-text-secondary w3m-connection-balance"
        title={balance}
        data-testid="w3m-connection-balance"
      >
        {balance}
      </span>
      {choosable ? (
        <button
          type="button"
          className="w3m-button w3m-connection-switch"
          aria-label={t('Use account {address}', { address: shortAddress(address) })}
          onClick={() => switchAccount(core, { connectorId: connection.connectorId, address })}
          data-testid="w3m-account-switch"
        >
          {t('Use')}
        </button>
      ) : null}
    </li>
  )
}

/** One connection: wallet image and name, active or a switch, disconnect, its accounts. */
function ConnectionCard({ connection }: { connection: Connection }) {
  const core = useCore()
  const t = useT()
  const account = useStoreState('account')
  const chain = useStoreState('chain')
  const { busy, run } = useBusy()
  const name = connection.name ?? connection.connectorId
  const current = isCurrent({ chain }, connection)
  return (
    <li
      className="w3m-connection"
      data-active={current ? 'true' : undefined}
      data-testid={`w3m-connection-${connection.connectorId}`}
    >
      <div className="w3m-connection-head">
        <WalletImage imageUrl={connection.icon} />
        <span className="w3m-row-name w3m-row-two-line">
          <span className="w3m-connection-name" title={name}>
            {name}
          </span>
          {connection.authName ? (
            <span className="w3m-text-secondary" title={connection.authName}>
              {connection.authName}
            </span>
          ) : null}
        </span>
        {current ? (
          <span className="w3m-tag" data-tone="accent" data-testid="w3m-connection-active">
            {t('Active')}
          </span>
        ) : (
          <button
            type="button"
            className="w3m-button w3m-connection-switch"
            disabled={busy}
            aria-label={t('Switch to {name}', { name })}
            onClick={() => void run(() => switchConnection(core, connection))}
            data-testid="w3m-connection-switch"
          >
            {t('Switch')}
          </button>
        )}
        <button
          type="button"
          className="w3m-icon-button"
          disabled={busy}
          aria-label={t('Disconnect {name}', { name })}
          onClick={() => void run(() => disconnectConnection(core, connection))}
          data-testid="w3m-connection-disconnect"
        >
          <Icon name="power" size={18} />
        </button>
      </div>
      <ul className="w3m-list" aria-label={t('Accounts of {name}', { name })}>
        {connection.accounts.map((entry) => {
          const shown = current && account.address?.toLowerCase() === entry.address.toLowerCase()
          return (
            <AccountLine
              key={entry.address}
              connection={connection}
              address={entry.address}
              shown={shown}
              choosable={current && !shown && namespaceOf(connection) === 'eip155'}
            />
          )
        })}
      </ul>
    </li>
  )
}

/**
 * ProfileWallets (docs/behaviour.md#connections): every live connection grouped by namespace, the
 * active one marked; switch, disconnect one, disconnect all, and "Add wallet" (Connect, then back).
 */
export function ProfileWallets() {
  const core = useCore()
  const t = useT()
  const { connections, manageError } = useStoreState('connections')
  const { busy, run } = useBusy()
  const groups = GROUPS.map((group) => ({
    ...group,
    list: connections.filter((entry) => namespaceOf(entry) === group.namespace),
  })).filter((group) => group.list.length > 0)
  return (
    <div className="w3m-list" data-testid="w3m-profile-wallets">
      <style>{PROFILE_WALLETS_CSS}</style>
      {groups.length === 0 ? (
        <p className="w3m-text-secondary" data-testid="w3m-profile-wallets-empty">
          {t('No wallets connected.')}
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.namespace} aria-labelledby={`w3m-connections-${group.namespace}`}>
          <h3 className="w3m-connection-group" id={`w3m-connections-${group.namespace}`}>
            {group.label}
          </h3>
          <ul className="w3m-list" data-testid={`w3m-connections-${group.namespace}`}>
            {group.list.map((connection) => (
              <ConnectionCard key={connection.connectorId} connection={connection} />
            ))}
          </ul>
        </section>
      ))}
      {manageError ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-profile-wallets-error">
          {t('{error} ({wallet})', { error: t(manageError.message), wallet: manageError.wallet })}
        </p>
      ) : null}
      <div className="w3m-account-footer">
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={() => addWallet(core)}
          data-testid="w3m-add-wallet"
        >
          <Icon name="wallet" size={18} />
          {t('Add wallet')}
        </button>
        {connections.length > 0 ? (
          <button
            type="button"
            className="w3m-button"
            disabled={busy}
            onClick={() => void run(() => disconnectAll(core))}
            data-testid="w3m-disconnect-all"
          >
            <Icon name="power" size={18} />
            {t('Disconnect all')}
          </button>
        ) : null}
      </div>
    </div>
  )
}
