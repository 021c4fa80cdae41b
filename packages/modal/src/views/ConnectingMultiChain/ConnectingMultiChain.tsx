import { replaceView } from '../../actions/router'
import { WalletImage } from '../../components/WalletImage/WalletImage'
import { WalletRow } from '../../components/WalletRow/WalletRow'
import { useCore } from '../../hooks/coreContext'
import { useStoreState, useViewParams } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** ConnectingMultiChain: a wallet that speaks EVM and Solana asks which one to connect. */
export function ConnectingMultiChain() {
  const core = useCore()
  const t = useT()
  const params = useViewParams('ConnectingMultiChain')
  const { connectors, standardWallets } = useStoreState('connectors')
  const connector = connectors.find((entry) => entry.id === params.connectorId)
  const solanaWallet = standardWallets.find((entry) => entry.name === params.solanaWallet)
  const name = connector?.name ?? params.solanaWallet
  const imageUrl = connector?.imageUrl ?? solanaWallet?.icon
  return (
    <div data-testid="w3m-connecting-multichain">
      <div className="w3m-center">
        <WalletImage imageUrl={imageUrl} />
        <p className="w3m-strong">{t('Select a chain')}</p>
        <p className="w3m-text-secondary">
          {t('{name} supports more than one. Choose which to connect.', { name })}
        </p>
      </div>
      <ul className="w3m-list" aria-label={t('Chains')}>
        <WalletRow
          name={t('EVM networks')}
          imageUrl={imageUrl}
          onClick={() =>
            replaceView(core.stores, 'ConnectingExternal', {
              connectorId: params.connectorId,
              ...(params.walletId ? { walletId: params.walletId } : {}),
            })
          }
          testId="w3m-multichain-eip155"
        />
        <WalletRow
          name="Solana"
          imageUrl={solanaWallet?.icon ?? imageUrl}
          onClick={() =>
            replaceView(core.stores, 'ConnectingExternal', {
              connectorId: params.connectorId,
              solanaWallet: params.solanaWallet,
            })
          }
          testId="w3m-multichain-solana"
        />
      </ul>
    </div>
  )
}
