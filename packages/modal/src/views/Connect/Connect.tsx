import { useLayoutEffect, useMemo } from 'react'
import { pushView } from '../../actions/router'
import { WalletRow } from '../../components/WalletRow/WalletRow'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { connectWalletList, type WalletListItem } from '../../stores/walletList'
import { connectLoginOptions } from '../../utils/filterSocials'
import { EmailForm } from './EmailForm'
import { NoWalletHelp } from './NoWalletHelp'
import { SocialButtons } from './SocialButtons'

/** Rows held while the explorer answers, so the list does not jump when the wallets arrive. */
const PLACEHOLDER_ROWS = 3

/** Connect: email and socials (as configured), the wallets in the page first, recent, featured, recommended, All wallets. */
export function Connect() {
  const core = useCore()
  const t = useT()
  const options = useStoreState('options')
  const project = useStoreState('project')
  const wallets = useStoreState('wallets')
  const { connectors, standardWallets } = useStoreState('connectors')
  const { recentWallets } = useStoreState('connections')
  const { connectNamespace } = useStoreState('modal')
  const login = connectLoginOptions(options.features, project.remoteFeatures, core.platform)
  const items = useMemo(
    () =>
      // After a switch to another namespace, only the wallets that speak it (docs/behaviour.md#views).
      connectWalletList({
        connectors,
        recent: recentWallets,
        featured: wallets.featured,
        recommended: wallets.recommended,
        standardWallets,
      }).filter((item) =>
        connectNamespace === 'solana'
          ? item.solanaWallet !== undefined
          : connectNamespace === 'eip155'
            ? item.connectorId !== undefined || item.wallet !== undefined
            : true,
      ),
    [
      connectors,
      recentWallets,
      wallets.featured,
      wallets.recommended,
      standardWallets,
      connectNamespace,
    ],
  )
  // WalletConnect and All wallets come in with the explorer's wallets, which are listed above
  // them: shown earlier, they would jump down when those arrive (a layout shift).
  const listed = wallets.status === 'ready' || wallets.status === 'error'
  const choose = (item: WalletListItem) => {
    if (item.solanaWallet && connectNamespace === 'solana')
      pushView(core.stores, 'ConnectingExternal', {
        connectorId: item.connectorId ?? item.key,
        solanaWallet: item.solanaWallet,
      })
    else if (item.connectorId && item.solanaWallet && connectNamespace !== 'eip155')
      pushView(core.stores, 'ConnectingMultiChain', {
        connectorId: item.connectorId,
        solanaWallet: item.solanaWallet,
        walletId: item.wallet?.id,
      })
    else if (item.solanaWallet && !item.connectorId)
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
  // A wallet chosen in the dialog's shell, before this view came: chosen here as it mounts,
  // before it paints (docs/behaviour.md#first-open).
  useLayoutEffect(() => {
    const key = core.shellChoice
    if (key === undefined) return
    core.shellChoice = undefined
    const item = items.find((entry) => entry.key === key)
    if (item) choose(item)
  })
  return (
    <>
      {project.originRefused ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-origin-refused">
          {t("Invalid App Configuration: this site is not among the project's allowed origins.")}
        </p>
      ) : null}
      {connectNamespace ? (
        <p className="w3m-text-secondary" data-testid="w3m-connect-namespace">
          {connectNamespace === 'solana'
            ? t('Choose a wallet that connects on Solana.')
            : t('Choose a wallet that connects on EVM networks.')}
        </p>
      ) : null}
      {login.email ? <EmailForm /> : null}
      {login.socials.length > 0 ? <SocialButtons socials={login.socials} /> : null}
      {login.email || login.socials.length > 0 ? (
        <div className="w3m-divider">{t('or')}</div>
      ) : null}
      <ul className="w3m-list" aria-label={t('Wallets')}>
        {items.map((item) => (
          <WalletRow
            key={item.key}
            name={item.name}
            imageUrl={item.imageUrl}
            imageId={item.wallet?.image_id}
            tag={item.tag === 'installed' ? t('installed') : item.tag ? t('recent') : undefined}
            tagTone={item.tag === 'installed' ? 'accent' : undefined}
            onClick={() => choose(item)}
            testId={`w3m-wallet-${item.key}`}
          />
        ))}
        {/* Idle too: the first open's fetch may not have started yet. Below the rows known already
            (the page's wallets), up to the rows the dialog's shell held. */}
        {!listed
          ? Array.from({ length: Math.max(0, PLACEHOLDER_ROWS - items.length) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
              <li key={index} className="w3m-row w3m-skeleton" aria-hidden="true">
                <span className="w3m-wallet-image" />
                <span className="w3m-skeleton-line" />
              </li>
            ))
          : null}
        {listed ? (
          <WalletRow
            name="WalletConnect"
            icon="qr"
            kind="walletconnect"
            tag={t('QR code')}
            onClick={() => pushView(core.stores, 'ConnectingWalletConnectBasic')}
            testId="w3m-walletconnect"
          />
        ) : null}
        {wallets.status === 'ready' ? (
          <WalletRow
            name={t('All wallets')}
            icon="grid"
            tag={wallets.count > 0 ? String(wallets.count) : undefined}
            onClick={() => pushView(core.stores, 'AllWallets')}
            testId="w3m-all-wallets"
          />
        ) : null}
      </ul>
      {!listed && items.length === 0 ? (
        <p className="w3m-visually-hidden" role="status">
          {t('Loading wallets')}
        </p>
      ) : null}
      {wallets.status === 'error' ? (
        <p className="w3m-error-text">{t(wallets.error ?? 'Network Error: Wallet Load Failed')}</p>
      ) : null}
      {wallets.status === 'ready' && items.length === 0 ? (
        <p className="w3m-text-secondary">{t('No wallets found in this browser.')}</p>
      ) : null}
      {/* Below the list only once it is whole: the rows arriving would push it down (a layout shift). */}
      {listed ? <NoWalletHelp /> : null}
    </>
  )
}
