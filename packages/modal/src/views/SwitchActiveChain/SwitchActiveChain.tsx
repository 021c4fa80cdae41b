import { goBack } from '../../actions/router'
import { switchNetwork } from '../../actions/switchNetwork'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'

const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** SwitchActiveChain: confirms a switch to a network of another chain namespace (docs/behaviour.md#views). */
export function SwitchActiveChain() {
  const core = useCore()
  const params = useViewParams('SwitchActiveChain')
  const options = useStoreState('options')
  const network =
    options.networks.find((entry) => entry.id === params.chainId) ??
    options.solanaNetworks.find((entry) => entry.caipNetworkId === params.chainId)
  const family = NAMESPACE_NAMES[params.namespace] ?? params.namespace
  return (
    <ViewStatus
      title={`Switch to ${family}`}
      description={`${network?.name ?? 'This network'} belongs to another family of chains. Your current connection stays on its own chain.`}
    >
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        onClick={() =>
          void switchNetwork(core, { chainId: params.chainId, confirmed: true }).then(() =>
            goBack(core.stores),
          )
        }
      >
        Switch network
      </button>
      <button type="button" className="w3m-button" onClick={() => goBack(core.stores)}>
        Cancel
      </button>
    </ViewStatus>
  )
}
