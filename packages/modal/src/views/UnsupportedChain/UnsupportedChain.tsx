import { disconnectWallet } from '../../actions/disconnectWallet'
import { switchNetwork } from '../../actions/switchNetwork'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { NetworkList } from '../Networks/NetworkList'

/** UnsupportedChain: the wallet sits on a chain the app did not configure; switch or disconnect (closing shakes). */
export function UnsupportedChain() {
  const core = useCore()
  const { walletChainId } = useStoreState('chain')
  return (
    <div data-testid="w3m-unsupported-chain">
      <p className="w3m-text-secondary">
        Your wallet is on a network this app does not support
        {walletChainId ? ` (chain ${walletChainId})` : ''}. Switch to one of these networks to
        continue.
      </p>
      <NetworkList
        evmOnly
        onChoose={(network) => void switchNetwork(core, { chainId: network.id })}
      />
      <button type="button" className="w3m-button" onClick={() => void disconnectWallet(core)}>
        Disconnect
      </button>
    </div>
  )
}
