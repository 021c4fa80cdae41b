import { goBack } from '../../actions/router'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** Shown for a view this build does not include (its flow ships separately): says so and offers the way back. */
export function ViewUnavailable() {
  const core = useCore()
  const t = useT()
  return (
    <ViewStatus
      title={t('Not available')}
      description={t('This way of connecting is not available here yet.')}
    >
      <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
        {t('Go back')}
      </button>
    </ViewStatus>
  )
}
