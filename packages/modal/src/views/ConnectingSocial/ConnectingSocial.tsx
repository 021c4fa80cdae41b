import { goBack } from '../../actions/router'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { SOCIAL_LABELS } from '../../utils/socialLabels'

/** ConnectingSocial: follows the popup login started by the click on Connect (see connectSocial). */
export function ConnectingSocial() {
  const core = useCore()
  const t = useT()
  // Undefined for the one render after the router already left this view.
  const provider = useViewParams('ConnectingSocial')?.provider ?? 'google'
  const { social } = useStoreState('auth')
  const name = SOCIAL_LABELS[provider]
  if (social.status === 'error') {
    return (
      <ViewStatus
        title={t('{provider} sign-in failed', { provider: name })}
        description={social.error && t(social.error)}
        tone="error"
      >
        <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
          {t('Back')}
        </button>
      </ViewStatus>
    )
  }
  return (
    <div className="w3m-center" data-testid="w3m-connecting-social">
      <p className="w3m-strong">
        {social.status === 'connecting'
          ? t('Connecting your wallet')
          : t('Continue in the {provider} window', { provider: name })}
      </p>
      <p className="w3m-text-secondary">
        {social.status === 'connecting'
          ? t('Almost there.')
          : t('Sign in in the popup window; it closes by itself when done.')}
      </p>
      <Spinner
        label={social.status === 'connecting' ? t('Connecting') : t('Waiting for the popup')}
      />
    </div>
  )
}
