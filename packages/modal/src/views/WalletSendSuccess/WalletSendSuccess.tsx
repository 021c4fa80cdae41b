import { showToast } from '../../actions/toast'
import { ResultActions } from '../../components/ResultActions/ResultActions'
import { TransactionHash } from '../../components/TransactionHash/TransactionHash'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { shortAddress } from '../../utils/formatAddress'

/** The send went through: what was sent, the transaction hash, and the way to the activity. */
export function WalletSendSuccess() {
  const t = useT()
  const core = useCore()
  const params = useViewParams('WalletSendSuccess')
  // The router may already have moved on while this view leaves.
  if (!params) return null
  const solana = typeof params.chainId === 'string' && params.chainId.startsWith('solana:')
  return (
    <ViewStatus
      title={t('Sent {amount} {symbol}', { amount: params.amount, symbol: params.symbol })}
      description={t('To {address}', { address: shortAddress(params.to) })}
    >
      <TransactionHash
        label={solana ? t('Signature') : t('Transaction hash')}
        hash={params.hash}
        explorerUrl={params.explorerUrl}
        testIds={['w3m-send-hash', 'w3m-send-explorer']}
      />
      <button
        type="button"
        className="w3m-button"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(params.hash)
            showToast(core.stores, 'success', solana ? t('Signature copied') : t('Hash copied'))
          } catch {
            showToast(core.stores, 'error', t('Could not copy the hash'))
          }
        }}
      >
        {solana ? t('Copy signature') : t('Copy hash')}
      </button>
      <ResultActions testIdPrefix="w3m-send" />
    </ViewStatus>
  )
}
