import { goBack } from '../../actions/router'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { SOCIAL_LABELS } from '../../utils/socialLabels'

/** ConnectingSocial: follows the popup login started by the click on Connect (see connectSocial). */
export function ConnectingSocial() {
  const core = useCore()
  // Undefined for the one render after the router already left this view.
  const provider = useViewParams('ConnectingSocial')?.provider ?? 'google'
  const { social } = useStoreState('auth')
  const name = SOCIAL_LABELS[provider]
  if (social.status === 'error') {
    return (
      <ViewStatus title={`${name} sign-in failed`} description={social.error} tone="error">
        <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
          Back
        </button>
      </ViewStatus>
    )
  }
  return (
    <div className="w3m-center" data-testid="w3m-connecting-social">
      <p className="w3m-strong">
        {social.status === 'connecting'
          ? 'Connecting your wallet'
          : `Continue in the ${name} window`}
      </p>
      <p className="w3m-text-secondary">
        {social.status === 'connecting'
          ? 'Almost there.'
          : 'Sign in in the popup window; it closes by itself when done.'}
      </p>
      <Spinner label={social.status === 'connecting' ? 'Connecting' : 'Waiting for the popup'} />
    </div>
  )
}
