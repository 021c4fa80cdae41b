import { NetworkImage } from '../../components/NetworkImage/NetworkImage'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import type { AnyNetwork } from '../../utils/networks'

/** The configured networks of both namespaces as rows (the host's first namespace first); the active one marked. */
export function NetworkList({
  onChoose,
  evmOnly = false,
}: {
  onChoose: (network: AnyNetwork) => void
  /** Only the EVM networks (UnsupportedChain: the EVM wallet sits on an unconfigured chain). */
  evmOnly?: boolean
}) {
  const t = useT()
  const options = useStoreState('options')
  const chain = useStoreState('chain')
  const account = useStoreState('account')
  const active = chain.namespaces[chain.activeNamespace]?.activeNetwork
  const evmCurrent = (network: AnyNetwork) =>
    chain.activeNamespace === 'eip155' &&
    options.networks.some((entry) => entry.id === chain.walletChainId) &&
    active?.id === network.id
  const solanaCurrent = (network: AnyNetwork) =>
    chain.activeNamespace === 'solana' &&
    account.status === 'connected' &&
    active?.caipNetworkId === network.caipNetworkId
  // The networks themselves (not the snapshot's read-only copies): they go back to the actions.
  const configured = useCore().stores.options
  const evm: readonly AnyNetwork[] = configured.networks
  const solana: readonly AnyNetwork[] = evmOnly ? [] : configured.solanaNetworks
  const listed = options.defaultNamespace === 'solana' ? [...solana, ...evm] : [...evm, ...solana]
  return (
    <ul className="w3m-list" aria-label={t('Networks')}>
      {listed.map((network) => {
        const current =
          network.chainNamespace === 'solana' ? solanaCurrent(network) : evmCurrent(network)
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="w3m-row"
              aria-current={current ? 'true' : undefined}
              onClick={() => onChoose(network)}
              data-testid={`w3m-network-${network.id}`}
            >
              <span className="w3m-wallet-image" aria-hidden="true">
                <NetworkImage network={network} size={28} />
              </span>
              <span className="w3m-row-name">{network.name}</span>
              {network.chainNamespace === 'solana' && solana.length > 0 && evm.length > 0 ? (
                <span className="w3m-tag">Solana</span>
              ) : null}
              {current ? <span className="w3m-tag">{t('Connected')}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
