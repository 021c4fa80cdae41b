import { useCallback, useEffect, useRef, useState } from 'react'
import { switchNetwork } from '../../actions/switchNetwork'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'

/** SwitchNetwork: asks the wallet to switch (adding the chain on 4902), with retry when declined. */
export function SwitchNetwork() {
  const core = useCore()
  const { chainId } = useViewParams('SwitchNetwork')
  const options = useStoreState('options')
  const network = options.networks.find((entry) => entry.id === chainId)
  const [state, setState] = useState<'pending' | 'failed'>('pending')
  const started = useRef(false)
  const run = useCallback(async () => {
    setState('pending')
    const result = await switchNetwork(core, { chainId })
    if (result === 'failed') setState('failed')
  }, [core, chainId])
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
  }, [run])
  const name = network?.name ?? `chain ${chainId}`
  if (state === 'failed') {
    return (
      <ViewStatus title="Switch declined" description={`The wallet did not switch to ${name}.`}>
        <button type="button" className="w3m-button w3m-button-primary" onClick={() => void run()}>
          Try again
        </button>
      </ViewStatus>
    )
  }
  return (
    <ViewStatus title={`Approve in wallet`} description={`Switch to ${name} in your wallet.`}>
      <Spinner label={`Switching to ${name}`} />
    </ViewStatus>
  )
}
