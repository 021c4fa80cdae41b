import { NetworkMark } from '../../components/Icon/NetworkMark'
import { useStoreState } from '../../hooks/useStoreState'

/** The configured networks as rows; the active one marked. */
export function NetworkList({ onChoose }: { onChoose: (chainId: number) => void }) {
  const options = useStoreState('options')
  const chain = useStoreState('chain')
  const active = chain.namespaces[chain.activeNamespace]?.activeNetwork
  const supported = options.networks.some((network) => network.id === chain.walletChainId)
  return (
    <ul className="w3m-list" aria-label="Networks">
      {options.networks.map((network) => {
        const current = supported && active?.id === network.id
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="w3m-row"
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(network.id)}
              data-testid={`w3m-network-${network.id}`}
            >
              <span className="w3m-wallet-image" aria-hidden="true">
                <NetworkMark chainId={network.id} namespace={network.chainNamespace} size={28} />
              </span>
              <span className="w3m-row-name">{network.name}</span>
              {current ? <span className="w3m-tag">Connected</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
