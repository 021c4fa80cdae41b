import { closeModal, openModal, type ViewArgs } from '../actions/router'
import type { ViewName } from '../stores/viewParams'
import { useCore } from './coreContext'
import { useStoreState } from './useStoreState'

/** Open state of the modal and its open/close functions. */
export function useW3mModal() {
  const core = useCore()
  const modal = useStoreState('modal')
  const router = useStoreState('router')
  return {
    isOpen: modal.open,
    view: router.current.view,
    open: <V extends ViewName>(...args: ViewArgs<V> | []) =>
      openModal(core.stores, ...(args as [])),
    close: () => closeModal(core.stores),
  }
}

/** The connected account: status, address, balance and profile. */
export function useW3mAccount() {
  const account = useStoreState('account')
  return {
    status: account.status,
    isConnected: account.status === 'connected',
    address: account.address,
    caipAddress: account.caipAddress,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    profileName: account.profileName,
    profileImage: account.profileImage,
  }
}

/** The active network, the wallet's chain id and whether the app supports it. */
export function useW3mNetwork() {
  const chain = useStoreState('chain')
  const options = useStoreState('options')
  const network = chain.namespaces[chain.activeNamespace]?.activeNetwork
  return {
    network,
    /** The EVM chain id; a Solana network has none (see caipNetworkId). */
    chainId: chain.walletChainId ?? (typeof network?.id === 'number' ? network.id : undefined),
    caipNetworkId: network?.caipNetworkId,
    isSupported:
      chain.walletChainId === undefined ||
      options.networks.some((entry) => entry.id === chain.walletChainId),
    networks: options.networks,
  }
}
