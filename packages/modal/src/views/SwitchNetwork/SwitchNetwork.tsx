import { useCallback, useEffect, useRef, useState } from 'react'
import { switchNetwork } from '../../actions/switchNetwork'
import { Spinner } from '../../components/Spinner/Spinner'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** SwitchNetwork: asks the wallet to switch (adding the chain on 4902), with retry when declined. */
export function SwitchNetwork() {
  const core = useCore()
  const t = useT()
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
  const name = network?.name ?? t('chain {id}', { id: chainId })
  if (state === 'failed') {
    return (
      <ViewStatus
        title={t('Switch declined')}
        description={t('The wallet did not switch to {name}.', { name })}
      >
        <button type="button" className="w3m-button w3m-button-primary" onClick={() => void run()}>
          {t('Try again')}
        </button>
      </ViewStatus>
    )
  }
  return (
    <ViewStatus
      title={t('Approve in wallet')}
      description={t('Switch to {name} in your wallet.', { name })}
    >
      <Spinner label={t('Switching to {name}', { name })} />
    </ViewStatus>
  )
}
