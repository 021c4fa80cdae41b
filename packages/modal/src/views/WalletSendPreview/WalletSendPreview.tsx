import { useEffect } from 'react'
import { goBack } from '../../actions/router'
import { estimatePreviewFee } from '../../actions/sendForm'
import { sendSolanaTokens } from '../../actions/sendSolana'
import { sendTokens } from '../../actions/sendTokens'
import { Icon } from '../../components/Icon/Icon'
import { TokenIcon } from '../../components/TokenRow/TokenRow'
import { TransactionHash } from '../../components/TransactionHash/TransactionHash'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { formatBalance, shortAddress } from '../../utils/formatAddress'
import { safeImageUrl } from '../../utils/safeUrl'

const PROGRESS = {
  sending: 'Confirm the transaction in your wallet…',
  waiting: 'Waiting for the transaction to be confirmed…',
} as const

/** Preview: what goes where, on which network, for what fee; Send hands it to the wallet. */
export function WalletSendPreview() {
  const t = useT()
  const core = useCore()
  const send = useStoreState('send')
  const chain = useStoreState('chain')
  const solana = chain.activeNamespace === 'solana'
  const network = solana
    ? chain.namespaces.solana?.activeNetwork
    : core.stores.options.networks.find((entry) => entry.id === chain.walletChainId)
  useEffect(() => {
    // EVM only: on Solana the wallet pays the cluster's fixed fee per signature.
    if (core.evm && !solana && !core.stores.send.fee) void estimatePreviewFee(core)
  }, [core, solana])
  const { token, receiverAddress } = send
  if (!token || !receiverAddress)
    return <p className="w3m-text-secondary">{t('Nothing to send: go back to the form.')}</p>
  const busy = send.status === 'sending' || send.status === 'waiting' || send.status === 'pending'
  const explorer =
    network && 'blockExplorers' in network ? network.blockExplorers?.default.url : undefined
  return (
    <div className="w3m-list" data-testid="w3m-send-summary">
      <div className="w3m-row">
        <TokenIcon token={token} />
        <span className="w3m-row-name">
          {t('Send')}{' '}
          <span data-testid="w3m-send-summary-amount">
            {send.sendTokenAmount} {token.symbol}
          </span>
        </span>
      </div>
      <div className="w3m-row">
        {safeImageUrl(send.receiverProfileImage) ? (
          <img className="w3m-wallet-image" src={safeImageUrl(send.receiverProfileImage)} alt="" />
        ) : (
          <span className="w3m-wallet-image" aria-hidden="true">
            <Icon name="send" />
          </span>
        )}
        <span className="w3m-row-name">
          {t('To')} {send.receiverProfileName ? `${send.receiverProfileName} ` : ''}
          <span className="w3m-text-secondary" title={receiverAddress}>
            {shortAddress(receiverAddress)}
          </span>
        </span>
      </div>
      <p className="w3m-text-secondary">
        {t('Network: {name}', { name: network?.name ?? t('Unknown network') })}
      </p>
      {solana ? null : (
        <p className="w3m-text-secondary" data-testid="w3m-send-fee">
          {t('Network fee:')}{' '}
          {send.fee
            ? `${formatBalance(send.fee.fee, 6)} ${send.fee.symbol}`
            : send.status === 'estimating'
              ? t('estimating…')
              : t('unavailable')}
        </p>
      )}
      {send.status === 'pending' && send.hash ? (
        <PendingSend hash={send.hash} explorer={explorer} />
      ) : busy ? (
        <p className="w3m-text-secondary" role="status">
          {t(PROGRESS[send.status as keyof typeof PROGRESS])}
        </p>
      ) : null}
      {send.error ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-send-error">
          {t(send.error)}
        </p>
      ) : null}
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        disabled={busy || send.status === 'estimating'}
        onClick={() => void (solana ? sendSolanaTokens(core) : sendTokens(core))}
        data-testid="w3m-send-confirm"
      >
        {t('Send')}
      </button>
      <button
        type="button"
        className="w3m-button"
        disabled={busy}
        onClick={() => goBack(core.stores)}
      >
        {t('Cancel')}
      </button>
    </div>
  )
}

/**
 * A send whose receipt is slow: it is out on the chain and still watched, so Send stays off
 * (docs/behaviour.md#slow-receipt).
 */
function PendingSend({ hash, explorer }: { hash: string; explorer: string | undefined }) {
  const t = useT()
  return (
    <div className="w3m-list" role="status" data-testid="w3m-send-pending">
      <p className="w3m-text-secondary">
        {t(
          'The transaction is pending: it is taking longer than usual to be confirmed. It is still being watched; do not send it again.',
        )}
      </p>
      <TransactionHash
        label={t('Transaction hash')}
        hash={hash}
        explorerUrl={explorer ? `${explorer}/tx/${hash}` : undefined}
        testIds={['w3m-send-pending-hash', 'w3m-send-pending-explorer']}
      />
    </div>
  )
}
