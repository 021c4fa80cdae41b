import { disconnectWallet } from '../../actions/disconnectWallet'
import { switchNetwork } from '../../actions/switchNetwork'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { NetworkList } from '../Networks/NetworkList'

/** UnsupportedChain: the wallet sits on a chain the app did not configure; switch or disconnect (closing shakes). */
export function UnsupportedChain() {
  const core = useCore()
  const t = useT()
  const { walletChainId } = useStoreState('chain')
  return (
    <div data-testid="w3m-unsupported-chain">
      <p className="w3m-text-secondary">
        {walletChainId
          ? t(
              'Your wallet is on a network this app does not support (chain {id}). Switch to one of these networks to continue.',
              { id: walletChainId },
            )
          : t(
              'Your wallet is on a network this app does not support. Switch to one of these networks to continue.',
            )}
      </p>
      <NetworkList
        evmOnly
        onChoose={(network) => void switchNetwork(core, { chainId: network.id })}
      />
      <button type="button" className="w3m-button" onClick={() => void disconnectWallet(core)}>
        {t('Disconnect')}
      </button>
    </div>
  )
}
