import { goBack } from '../../actions/router'
import { switchActiveChain } from '../../actions/switchActiveChain'
import { ViewStatus } from '../../components/ViewStatus/ViewStatus'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { type Translate, useT } from '../../i18n/translate'

const NAMESPACE_NAMES: Record<string, string> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** What the switch does, each case one whole message. */
function describeSwitch(
  t: Translate,
  words: { network: string | undefined; family: string; current: string; connected: boolean },
): string {
  const { network, family, current } = words
  if (words.connected)
    return network
      ? t(
          '{network} belongs to another family of chains. Your wallet connects on {family}; the {current} connection ends.',
          { network, family, current },
        )
      : t(
          'This network belongs to another family of chains. Your wallet connects on {family}; the {current} connection ends.',
          { family, current },
        )
  return network
    ? t(
        '{network} belongs to another family of chains. The modal connects on {family} from now on.',
        { network, family },
      )
    : t(
        'This network belongs to another family of chains. The modal connects on {family} from now on.',
        { family },
      )
}

/** SwitchActiveChain: confirms a switch to a network of another chain namespace (docs/behaviour.md#views). */
export function SwitchActiveChain() {
  const core = useCore()
  const t = useT()
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
      title={t('Switch to {name}', { name: family })}
      description={describeSwitch(t, {
        network: network?.name,
        family,
        current,
        connected: Boolean(account.address),
      })}
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
        {t('Switch network')}
      </button>
      <button
        type="button"
        className="w3m-button"
        onClick={() => goBack(core.stores)}
        data-testid="w3m-switch-active-chain-cancel"
      >
        {t('Cancel')}
      </button>
    </ViewStatus>
  )
}
