import { useState } from 'react'
import { resolveReceiver } from '../../actions/resolveReceiver'
import { pushView } from '../../actions/router'
import { fillMaxAmount, reviewSend, setSendAmount } from '../../actions/sendForm'
import { AmountInput } from '../../components/AmountInput/AmountInput'
import { Icon } from '../../components/Icon/Icon'
import { ReceiverInput } from '../../components/ReceiverInput/ReceiverInput'
import { TokenIcon } from '../../components/TokenRow/TokenRow'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { formatBalance } from '../../utils/formatAddress'
import { usdSuffix } from '../../utils/formatUsd'

/** Send: the token, the amount (with Max) and the receiver; Preview checks the form first. */
export function WalletSend() {
  const t = useT()
  const core = useCore()
  const send = useStoreState('send')
  const chain = useStoreState('chain')
  const [maxBusy, setMaxBusy] = useState(false)
  const token = send.token
  return (
    <form
      className="w3m-list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        reviewSend(core)
      }}
      data-testid="w3m-send-form"
    >
      <button
        type="button"
        className="w3m-row"
        onClick={() => pushView(core.stores, 'WalletSendSelectToken')}
        data-testid="w3m-send-token"
      >
        {token ? <TokenIcon token={token} /> : null}
        <span className="w3m-row-name w3m-row-two-line">
          {token ? token.symbol : t('Select token')}
          {token ? (
            <span className="w3m-text-secondary" data-testid="w3m-send-token-balance">
              {' '}
              {t('Balance {amount}', { amount: formatBalance(token.quantity) })}
              {usdSuffix(token.price > 0 ? token.value : undefined)}
            </span>
          ) : null}
        </span>
        <Icon name="chevron" />
      </button>
      <AmountInput
        value={send.sendTokenAmount}
        symbol={token?.symbol}
        onChange={(value) => setSendAmount(core, { value })}
        onMax={async () => {
          setMaxBusy(true)
          await fillMaxAmount(core)
          setMaxBusy(false)
        }}
        maxBusy={maxBusy}
      />
      <ReceiverInput
        receiver={send}
        solana={chain.activeNamespace === 'solana'}
        onChange={(value) => void resolveReceiver(core, { input: value })}
      />
      {send.error ? (
        <p className="w3m-error-text" role="alert" data-testid="w3m-send-error">
          {t(send.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="w3m-button w3m-button-primary"
        data-testid="w3m-send-preview"
      >
        {t('Preview send')}
      </button>
    </form>
  )
}
