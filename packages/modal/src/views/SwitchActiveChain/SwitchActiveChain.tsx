import { goBack } from '../../actions/router'
import { switchActiveChain } from '../../actions/switchActiveChain'
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
  const account = useStoreState('account')
  const { activeNamespace } = useStoreState('chain')
  // The router may already have moved on while this view leaves.
  if (!params?.namespace) return null
  const network =
    options.networks.find((entry) => entry.id === params.chainId) ??
    options.solanaNetworks.find((entry) => entry.caipNetworkId === params.chainId)
  const family = NAMESPACE_NAMES[params.namespace] ?? params.namespace
  const current = NAMESPACE_NAMES[activeNamespace] ?? activeNamespace
  return (
    <ViewStatus
      title={`Switch to ${family}`}
      description={`${network?.name ?? 'This network'} belongs to another family of chains. ${
        account.address
          ? `Your wallet connects on ${family}; the ${current} connection ends.`
          : `The modal connects on ${family} from now on.`
      }`}
    >
      <button
        type="button"
        className="w3m-button w3m-button-primary"
        onClick={async () => {
          if (params.namespace !== 'eip155' && params.namespace !== 'solana') return
          const result = await switchActiveChain(core, {
            namespace: params.namespace,
            chainId: params.chainId,
          })
          if (result === 'switched') goBack(core.stores)
        }}
        data-testid="w3m-switch-active-chain"
      >
        Switch network
      </button>
      <button
        type="button"
        className="w3m-button"
        onClick={() => goBack(core.stores)}
        data-testid="w3m-switch-active-chain-cancel"
      >
        Cancel
      </button>
    </ViewStatus>
  )
}
