import { goBack } from '../../actions/router'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'

/** UsageExceeded: the project is over its plan's limit, so connecting is unavailable (docs/behaviour.md#plans). */
export function UsageExceeded() {
  const core = useCore()
  return (
    <div data-testid="w3m-usage-exceeded">
      <ViewStatus
        title="Usage limit reached"
        description="This app has reached the usage limit of its plan. Connecting a wallet is unavailable until the app's owner upgrades it."
      >
        <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
          Go back
        </button>
      </ViewStatus>
    </div>
  )
}
