import { goBack, pushView } from '../../actions/router'
import { switchNetwork } from '../../actions/switchNetwork'
import { useCore } from '../../hooks/coreContext'
import { useT } from '../../i18n/translate'
import { NetworkList } from './NetworkList'

/**
 * Networks: the configured networks of both namespaces. Connected, an EVM network goes through
 * SwitchNetwork and a network of the other namespace through SwitchActiveChain; not connected,
 * the choice is remembered for the next connect.
 */
export function Networks() {
  const t = useT()
  const core = useCore()
  return (
    <>
      <NetworkList
        onChoose={(network) => {
          const { stores } = core
          const connected = stores.account.status === 'connected'
          const chainId = network.chainNamespace === 'solana' ? network.caipNetworkId : network.id
          const across = network.chainNamespace !== stores.chain.activeNamespace
          if (connected && across)
            pushView(stores, 'SwitchActiveChain', { namespace: network.chainNamespace, chainId })
          else if (connected && typeof network.id === 'number')
            pushView(stores, 'SwitchNetwork', { chainId: network.id })
          else
            void switchNetwork(core, { chainId, confirmed: true }).then((result) => {
              if (result !== 'failed') goBack(stores)
            })
        }}
      />
      <p className="w3m-text-secondary">{t('Your wallet switches to the network you choose.')}</p>
    </>
  )
}
