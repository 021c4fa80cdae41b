import { lazy, Suspense } from 'react'
import { connectFarcaster } from '../../actions/connectFarcaster'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { safeWebUrl } from '../../utils/safeUrl'

// The QR drawing (and the `qrcode` library) loads only when a Farcaster URL is shown.
const FarcasterQr = lazy(async () => ({ default: (await import('./FarcasterQr')).FarcasterQr }))

/** ConnectingFarcaster: the approval URL as a QR code and a link, until the visitor approved. */
export function ConnectingFarcaster() {
  const core = useCore()
  const t = useT()
  const { farcaster } = useStoreState('auth')
  if (farcaster.status === 'error') {
    return (
      <ViewStatus
        title={t('{provider} sign-in failed', { provider: 'Farcaster' })}
        description={farcaster.error && t(farcaster.error)}
        tone="error"
      >
        <button type="button" className="w3m-button" onClick={() => void connectFarcaster(core)}>
          {t('Try again')}
        </button>
      </ViewStatus>
    )
  }
  if (!farcaster.url) return <Spinner label={t('Loading the Farcaster link')} />
  return (
    <div className="w3m-center" data-testid="w3m-connecting-farcaster">
      <Suspense fallback={<Spinner label={t('Drawing QR code')} />}>
        <FarcasterQr url={farcaster.url} />
      </Suspense>
      <p className="w3m-text-secondary">
        {t('Scan with your phone, or open the link to approve.')}
      </p>
      <a
        className="w3m-button"
        href={safeWebUrl(farcaster.url)}
        target="_blank"
        rel="noreferrer"
        data-testid="w3m-farcaster-link"
      >
        {t('Open Farcaster link')}
      </a>
      {farcaster.status === 'connecting' ? <Spinner label={t('Connecting')} /> : null}
    </div>
  )
}
