import { copyConnections, namespaceOf } from '../actions/connectionList'
import { disconnectAll, disconnectConnection, switchConnection } from '../actions/manageConnections'
import { closeModal, openModal, type ViewArgs } from '../actions/router'
import type { Connection } from '../stores/createConnectionsStore'
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

/**
 * Every live connection (docs/behaviour.md#connections), `active` marking the one in use per
 * namespace, with the actions of ProfileWallets: switch, disconnect one, disconnect all.
 */
export function useW3mConnections() {
  const core = useCore()
  const { connections } = useStoreState('connections')
  const chain = useStoreState('chain')
  return {
    connections: copyConnections(connections as Connection[]),
    /** The active connection of the namespace in use. */
    active: copyConnections(connections as Connection[]).find(
      (entry) => entry.active && namespaceOf(entry) === chain.activeNamespace,
    ),
    switchConnection: (connectorId: string) => switchConnection(core, { connectorId }),
    disconnect: (connectorId: string) => disconnectConnection(core, { connectorId }),
    disconnectAll: () => disconnectAll(core),
  }
}
