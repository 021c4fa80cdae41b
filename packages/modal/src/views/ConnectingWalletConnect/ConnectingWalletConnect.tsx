import { useEffect, useState } from 'react'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { useWalletConnectUri } from './useWalletConnectUri'
import { WalletConnectQr } from './WalletConnectQr'
import { walletLinks } from './walletLinks'

/** A deep link that has not hidden the page this long after the tap did not open the app. */
const APP_OPEN_TIMEOUT_MS = 2_000

/**
 * ConnectingWalletConnect: the pairing URI of a chosen wallet as a QR code on desktop, or its
 * deep links on mobile (the app, then the web app, then the store when the app does not open).
 */
export function ConnectingWalletConnect() {
  const core = useCore()
  const t = useT()
  // The router may already have moved on (the modal closes on success) while this view fades.
  const params: { walletId?: string } | undefined = useViewParams('ConnectingWalletConnect')
  const walletId = params?.walletId
  const wallets = useStoreState('wallets')
  const { recentWallets, connectError } = useStoreState('connections')
  const { pairing, pending, unavailable, retry } = useWalletConnectUri(core, walletId)
  const [appMissing, setAppMissing] = useState(false)
  const wallet = [
    ...recentWallets,
    ...wallets.featured,
    ...wallets.recommended,
    ...wallets.wallets,
  ].find((entry) => entry.id === walletId)
  const name = wallet?.name ?? 'WalletConnect'
  const mobile = core.platform.mobile
  const links = pairing ? walletLinks(wallet, pairing.uri, core.platform) : {}

  useEffect(() => {
    if (!appMissing) return
    const onHide = () => document.visibilityState === 'hidden' && setAppMissing(false)
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [appMissing])

  const openApp = () => {
    // The link itself navigates within the click; this only notices when nothing happened.
    setTimeout(
      () => document.visibilityState === 'visible' && setAppMissing(true),
      APP_OPEN_TIMEOUT_MS,
    )
  }

  const failed = !pending && (connectError || unavailable)
  return (
    <div className="w3m-center" data-testid="w3m-connecting-wc">
      <WalletImage imageUrl={wallet?.image_url} imageId={wallet?.image_id} />
      <p className="w3m-strong">
        {failed ? t(connectError ?? 'Failed to connect') : t('Continue in {name}', { name })}
      </p>
      {mobile && (links.app || links.webapp) ? (
        <div className="w3m-center">
          {links.app ? (
            <a
              className="w3m-button w3m-button-primary"
              href={links.app}
              onClick={openApp}
              data-testid="w3m-wc-open"
            >
              {t('Open {name}', { name })}
            </a>
          ) : (
            // A web wallet opens in a tab of its own, so this page stays to receive the session.
            <a
              className="w3m-button w3m-button-primary"
              href={links.webapp}
              target="_blank"
              rel="noreferrer"
              data-testid="w3m-wc-open"
            >
              {t('Open {name}', { name })}
            </a>
          )}
          {links.app && links.webapp ? (
            <a
              className="w3m-button"
              href={links.webapp}
              target="_blank"
              rel="noreferrer"
              data-testid="w3m-wc-webapp"
            >
              {t('Open {name} in the browser', { name })}
            </a>
          ) : null}
          {appMissing ? (
            <p className="w3m-text-secondary" role="status" data-testid="w3m-wc-not-opened">
              {t('{name} did not open. Is it installed?', { name })}
              {links.store ? (
                <>
                  {' '}
                  <a href={links.store} target="_blank" rel="noreferrer" data-testid="w3m-wc-store">
                    {t('Get {name}', { name })}
                  </a>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <p className="w3m-text-secondary" role="status">
            {failed
              ? t('You can try again.')
              : wallet
                ? t('Scan this QR code with {name}', { name })
                : t('Scan this QR code with your phone')}
          </p>
          <WalletConnectQr
            pairing={pairing}
            label={t('WalletConnect QR code for {name}', { name })}
          />
        </>
      )}
      {failed ? (
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={retry}
          data-testid="w3m-connect-retry"
        >
          {t('Try again')}
        </button>
      ) : null}
    </div>
  )
}
