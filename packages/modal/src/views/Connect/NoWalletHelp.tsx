import { pushView } from '../../actions/router'
import { Icon } from '../../components/Icon/Icon'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** "Haven't got a wallet?": what a wallet is for, and where in the modal to find one. */
export function NoWalletHelp() {
  const core = useCore()
  const t = useT()
  return (
    <section className="w3m-no-wallet" aria-labelledby="w3m-no-wallet-title">
      <p className="w3m-strong" id="w3m-no-wallet-title">
        {t("Haven't got a wallet?")}
      </p>
      <p className="w3m-text-secondary">
        {t(
          'A wallet holds your keys and signs you in to apps like this one. Most are free: install one, or connect one on your phone by scanning a QR code.',
        )}
      </p>
      <div className="w3m-links">
        <button
          type="button"
          className="w3m-link"
          onClick={() => pushView(core.stores, 'AllWallets')}
          data-testid="w3m-get-wallet"
        >
          {t('Browse wallets')}
          <Icon name="chevron" size={16} />
        </button>
        <button
          type="button"
          className="w3m-link"
          onClick={() => pushView(core.stores, 'ConnectingWalletConnectBasic')}
        >
          {t('Use a phone wallet')}
          <Icon name="qr" size={16} />
        </button>
      </div>
    </section>
  )
}
