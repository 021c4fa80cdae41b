import { useCallback, useEffect, useRef, useState } from 'react'
import { connectExternal } from '../../actions/connectExternal'
import { connectSolana } from '../../actions/connectSolana'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** ConnectingExternal: asks the wallet in the page to connect, with retry after a refusal or failure. */
export function ConnectingExternal() {
  const core = useCore()
  const t = useT()
  const params = useViewParams('ConnectingExternal')
  const { connectors, standardWallets } = useStoreState('connectors')
  const { connectError } = useStoreState('connections')
  const [pending, setPending] = useState(false)
  const started = useRef(false)
  const connector = connectors.find((entry) => entry.id === params.connectorId)
  const solanaWallet = standardWallets.find((entry) => entry.name === params.solanaWallet)
  const name = connector?.name ?? solanaWallet?.name
  const connect = useCallback(async () => {
    setPending(true)
    if (params.solanaWallet) await connectSolana(core, { walletName: params.solanaWallet })
    else await connectExternal(core, { connectorId: params.connectorId, walletId: params.walletId })
    setPending(false)
  }, [core, params.connectorId, params.walletId, params.solanaWallet])
  useEffect(() => {
    // Connect once on arrival; later attempts come from the retry button.
    if (started.current) return
    started.current = true
    void connect()
  }, [connect])
  return (
    <div className="w3m-center" data-testid="w3m-connecting-external">
      <WalletImage imageUrl={connector?.imageUrl ?? solanaWallet?.icon} />
      <p className="w3m-strong">
        {connectError && !pending
          ? t(connectError)
          : name
            ? t('Continue in {name}', { name })
            : t('Continue in your wallet')}
      </p>
      <p className="w3m-text-secondary" role="status">
        {pending
          ? t('Accept the connection request in the wallet')
          : connectError
            ? t('You can try again.')
            : t('Waiting for the wallet')}
      </p>
      {!pending && connectError ? (
        <button
          type="button"
          className="w3m-button w3m-button-primary"
          onClick={() => void connect()}
          data-testid="w3m-connect-retry"
        >
          {t('Try again')}
        </button>
      ) : null}
    </div>
  )
}
