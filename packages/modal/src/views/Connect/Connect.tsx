import { useMemo } from 'react'
import { pushView } from '../../actions/router'
import { Spinner } from '../../components/Spinner/Spinner'
import { WalletRow } from '../../components/WalletRow/WalletRow'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { connectWalletList, type WalletListItem } from '../../stores/walletList'
import { loginOptions } from '../../utils/filterSocials'
import { EmailForm } from './EmailForm'
import { SocialButtons } from './SocialButtons'

/** Connect: email and socials (as configured), the wallets in the page first, recent, featured, recommended, All wallets. */
export function Connect() {
  const core = useCore()
  const options = useStoreState('options')
  const project = useStoreState('project')
  const wallets = useStoreState('wallets')
  const { connectors, standardWallets } = useStoreState('connectors')
  const { recentWallets } = useStoreState('connections')
  const login = loginOptions({
    email: options.features.email && (project.remoteFeatures?.email ?? true),
    socials: options.features.socials.filter(
      (social) => project.remoteFeatures?.socials?.includes(social) ?? true,
    ),
    pay: options.features.pay,
    platform: core.platform,
  })
  const items = useMemo(
    () =>
      connectWalletList({
        connectors,
        recent: recentWallets,
        featured: wallets.featured,
        recommended: wallets.recommended,
        standardWallets,
      }),
    [connectors, recentWallets, wallets.featured, wallets.recommended, standardWallets],
  )
  const choose = (item: WalletListItem) => {
    if (item.connectorId && item.solanaWallet)
      pushView(core.stores, 'ConnectingMultiChain', {
        connectorId: item.connectorId,
        solanaWallet: item.solanaWallet,
        walletId: item.wallet?.id,
      })
    else if (item.solanaWallet)
      pushView(core.stores, 'ConnectingExternal', {
        connectorId: item.key,
        solanaWallet: item.solanaWallet,
      })
    else if (item.connectorId)
      pushView(core.stores, 'ConnectingExternal', {
        connectorId: item.connectorId,
        walletId: item.wallet?.id,
      })
    else pushView(core.stores, 'ConnectingWalletConnect', { walletId: item.wallet?.id })
  }
  return (
    <>
      {project.originRefused ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-origin-refused">
          Invalid App Configuration: this site is not among the project's allowed origins.
        </p>
      ) : null}
      {login.email ? <EmailForm /> : null}
      {login.socials.length > 0 ? <SocialButtons socials={login.socials} /> : null}
      {login.email || login.socials.length > 0 ? <div className="w3m-divider">or</div> : null}
      <ul className="w3m-list" aria-label="Wallets">
        {items.map((item) => (
          <WalletRow
            key={item.key}
            name={item.name}
            imageUrl={item.imageUrl}
            imageId={item.wallet?.image_id}
            tag={item.tag}
            onClick={() => choose(item)}
            testId={`w3m-wallet-${item.key}`}
          />
        ))}
        <WalletRow
          name="WalletConnect"
          tag="QR code"
          onClick={() => pushView(core.stores, 'ConnectingWalletConnectBasic')}
          testId="w3m-walletconnect"
        />
        {wallets.status !== 'error' ? (
          <WalletRow
            name="All wallets"
            tag={wallets.count > 0 ? String(wallets.count) : undefined}
            onClick={() => pushView(core.stores, 'AllWallets')}
            testId="w3m-all-wallets"
          />
        ) : null}
      </ul>
      {wallets.status === 'loading' && items.length === 0 ? (
        <Spinner label="Loading wallets" />
      ) : null}
      {wallets.status === 'error' ? (
        <p className="w3m-error-text">{wallets.error ?? 'Network Error: Wallet Load Failed'}</p>
      ) : null}
      {wallets.status === 'ready' && items.length === 0 ? (
        <p className="w3m-text-secondary">No wallets found in this browser.</p>
      ) : null}
    </>
  )
}
