import { useEffect } from 'react'
import { stopPurchase, watchPurchase } from '../../actions/buyWithFiat'
import { ResultActions } from '../../components/ResultActions/ResultActions'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useLocale, useT } from '../../i18n/translate'
import { formatDecimal } from '../../utils/formatDecimal'
import { safeWebUrl } from '../../utils/safeUrl'

/** The purchase under way at the checkout, then its success. */
export function OnRampPurchase() {
  const core = useCore()
  const t = useT()
  const locale = useLocale()
  const onramp = useStoreState('onramp')
  const waiting = onramp.purchaseStatus === 'waiting'
  useEffect(() => {
    if (!waiting) return
    const controller = new AbortController()
    void watchPurchase(core, { signal: controller.signal })
    return () => controller.abort()
  }, [core, waiting])
  const watch = onramp.watch
  if (!watch) return null
  const bought = { amount: formatDecimal(watch.amount, locale), symbol: watch.symbol }
  if (waiting)
    return (
      <ViewStatus
        title={t('Waiting for your purchase')}
        description={t(
          'Complete the payment in the checkout window. {amount} {symbol} will show here once it arrives.',
          bought,
        )}
      >
        <div role="status" className="w3m-center" data-testid="w3m-onramp-waiting">
          <div className="w3m-spinner" aria-hidden="true" />
          <span className="w3m-visually-hidden">{t('Waiting for your purchase')}</span>
        </div>
        {onramp.checkoutUrl ? (
          <a
            className="w3m-button"
            href={safeWebUrl(onramp.checkoutUrl)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="w3m-onramp-checkout-link"
          >
            {t('Open the checkout again')}
          </a>
        ) : null}
        <button type="button" className="w3m-button" onClick={() => stopPurchase(core)}>
          {t('Cancel')}
        </button>
      </ViewStatus>
    )
  return (
    <ViewStatus title={t('Purchase complete')} description={t('Bought {amount} {symbol}', bought)}>
      <ResultActions testIdPrefix="w3m-onramp" />
    </ViewStatus>
  )
}
