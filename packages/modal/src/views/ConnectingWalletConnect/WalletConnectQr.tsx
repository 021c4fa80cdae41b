import { useState } from 'react'
import { showToast } from '../../actions/toast'
import { QrCode } from '../../components/QrCode/QrCode'
import { Spinner } from '../../components/Spinner/Spinner'
import type { PairingUri } from '../../connectors/walletConnect'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** The pairing URI as a QR code with a Copy link button; a spinner until the URI exists. */
export function WalletConnectQr({
  pairing,
  label,
}: {
  pairing: PairingUri | undefined
  label: string
}) {
  const core = useCore()
  const t = useT()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    if (!pairing) return
    try {
      await navigator.clipboard.writeText(pairing.uri)
      setCopied(true)
      showToast(core.stores, 'success', 'Link copied')
    } catch {
      showToast(core.stores, 'error', 'Could not copy the link')
    }
  }
  return (
    <div
      className="w3m-center"
      data-testid="w3m-wc-qr"
      data-uri={pairing?.uri}
      data-expires-at={pairing?.expiresAt}
    >
      {pairing ? (
        <QrCode text={pairing.uri} label={label} size={232} />
      ) : (
        <Spinner label={t('Preparing the QR code')} />
      )}
      <button
        type="button"
        className="w3m-button"
        onClick={() => void copy()}
        disabled={!pairing}
        data-testid="w3m-wc-copy"
      >
        {copied ? t('Link copied') : t('Copy link')}
      </button>
    </div>
  )
}
