import type { ReactNode } from 'react'
import { goBack } from '../../actions/router'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { ViewStatus } from '../ViewStatus/ViewStatus'

/**
 * A feature that works on EVM networks only (swap, on-ramp): on Solana it says so in `message`
 * and offers the way back, else it shows its children.
 */
export function EvmOnly(props: { message: string; children: ReactNode }) {
  const t = useT()
  const core = useCore()
  const { activeNamespace } = useStoreState('chain')
  if (activeNamespace !== 'solana') return props.children
  return (
    <div data-testid="w3m-evm-only">
      <ViewStatus
        title={t(props.message)}
        description={t('Switch to an EVM network to use it.')}
        tone="error"
      >
        <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
          {t('Back')}
        </button>
      </ViewStatus>
    </div>
  )
}
