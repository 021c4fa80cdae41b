import { goBack, pushView } from '../../actions/router'
import { switchNetwork } from '../../actions/switchNetwork'
import { useCore } from '../../hooks/coreContext'
import { NetworkList } from './NetworkList'

/** Networks: the configured networks; choosing one switches the wallet (through SwitchNetwork when connected). */
export function Networks() {
  const core = useCore()
  return (
    <>
      <NetworkList
        onChoose={(chainId) => {
          if (core.stores.account.address) pushView(core.stores, 'SwitchNetwork', { chainId })
          else void switchNetwork(core, { chainId }).then(() => goBack(core.stores))
        }}
      />
      <p className="w3m-text-secondary">Your wallet switches to the network you choose.</p>
    </>
  )
}
