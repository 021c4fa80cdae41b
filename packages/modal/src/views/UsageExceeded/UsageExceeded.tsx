import { goBack } from '../../actions/router'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** UsageExceeded: the project is over its plan's limit, so connecting is unavailable (docs/behaviour.md#plans). */
export function UsageExceeded() {
  const core = useCore()
  const t = useT()
  return (
    <div data-testid="w3m-usage-exceeded">
      <ViewStatus
        title={t('Usage limit reached')}
        description={t(
          "This app has reached the usage limit of its plan. Connecting a wallet is unavailable until the app's owner upgrades it.",
        )}
      >
        <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
          {t('Go back')}
        </button>
      </ViewStatus>
    </div>
  )
}
