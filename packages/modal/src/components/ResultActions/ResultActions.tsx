import { pushView, resetView } from '../../actions/router'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'

/** A finished flow's two ways on: its activity, or Done (back to the account). */
export function ResultActions({ testIdPrefix }: { testIdPrefix: string }) {
  const t = useT()
  const core = useCore()
  return (
    <>
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        onClick={() => pushView(core.stores, 'Transactions')}
        data-testid={`${testIdPrefix}-view-activity`}
      >
        {t('View activity')}
      </button>
      <button
        type="button"
        className="w3m-button"
        onClick={() => resetView(core.stores, 'Account')}
        data-testid={`${testIdPrefix}-done`}
      >
        {t('Done')}
      </button>
    </>
  )
}
