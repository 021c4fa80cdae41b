import type { GetConnectionReturnType } from '@wagmi/core'
import { formatUnits } from 'viem'
import type { EvmConnector } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'
import type { ConnectorInfo } from '../stores/createConnectorsStore'
import { chosenAddress, setNamespaceConnections, syncEvmConnections } from './connectionList'
import { closeModal, openModal, resetView } from './router'

/** The connector list of the stores, from wagmi's: announced wallets by rdns, the generic injected one. */
export function syncConnectors(
  core: Core,
  { connectors }: { connectors: readonly EvmConnector[] },
): void {
  const list: ConnectorInfo[] = connectors
    .filter((connector) => connector.type === 'injected' && connector.rdns)
    .map((connector) => ({
      id: connector.id,
      name: connector.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      ...(connector.icon ? { imageUrl: connector.icon } : {}),
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
    }))
  // The generic window.ethereum connector only when no wallet announced itself (it is one of them).
  const hasWindowEthereum =
    typeof window !== 'undefined' &&
    'ethereum' in window &&
    Boolean((window as { ethereum?: unknown }).ethereum)
  if (
    list.length === 0 &&
    hasWindowEthereum &&
    connectors.some((connector) => connector.id === 'injected')
  ) {
    list.push({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' })
  }
  const others = core.stores.connectors.connectors.filter(
    (connector) => connector.type !== 'ANNOUNCED' && connector.type !== 'INJECTED',
  )
  core.stores.connectors.connectors = [...list, ...others]
}

/**
 * Loads the native balance and the identity of the connected address into the account store. The
 * native balance is cached 30 s per chain and address (docs/behaviour.md#limits); `force` (after
 * a send, swap or purchase) reads it afresh.
 */
export async function refreshAccountDetails(
  core: Core,
  parameters: { force?: boolean } = {},
): Promise<void> {
  const { account, chain } = core.stores
  const address = account.address as `0x${string}` | undefined
  const network = chain.namespaces.eip155?.activeNetwork
  const evm = core.evm
  if (!address || !network || !evm) return
  account.balanceLoading = true
  // The query cache loads with the first account details, not before the first click.
  const { NATIVE_BALANCE_STALE_MS, queryClientOf } = await import('../clients/createQueryClient')
  const [balance, identity] = await Promise.allSettled([
    queryClientOf(core).fetchQuery({
      queryKey: ['native-balance', network.id, address.toLowerCase()],
      queryFn: () => evm.getBalance(address, network.id),
      staleTime: parameters.force ? 0 : NATIVE_BALANCE_STALE_MS,
      retry: false,
    }),
    core.blockchain.getIdentity(address),
  ])
  if (account.address !== address) return
  account.balanceLoading = false
  if (balance.status === 'fulfilled') {
    account.balance = formatUnits(balance.value.value, balance.value.decimals)
    account.balanceSymbol = balance.value.symbol
  }
  if (identity.status === 'fulfilled') {
    account.profileName = identity.value.name ?? undefined
    account.profileImage = identity.value.avatar ?? undefined
  }
  // No ENS-style name: a name registered with the Blockchain API (`/v1/profile/reverse`) shows instead.
  if (!account.profileName) {
    const names = await Promise.resolve()
      .then(() => core.blockchain.getReverseNames(address))
      .catch(() => [])
    if (account.address === address && !account.profileName && names[0])
      account.profileName = names[0].name
  }
}

/** Feeds one wagmi connection change into the stores and tells the host what changed. */
export function syncConnection(
  core: Core,
  {
    connection,
    previous,
  }: { connection: GetConnectionReturnType; previous: GetConnectionReturnType | undefined },
): void {
  const { account, chain } = core.stores
  const eip155 = chain.namespaces.eip155
  // One namespace is active at a time: while Solana is, EVM only takes over by connecting (a new
  // connection or account); other EVM changes only update its inactive connections.
  if (
    chain.activeNamespace === 'solana' &&
    account.address &&
    (!connection.address ||
      (connection.address === previous?.address &&
        connection.connector?.id === previous?.connector?.id))
  ) {
    syncConnectionList(core, connection)
    return
  }
  if (connection.address) chain.activeNamespace = 'eip155'
  account.status = connection.status
  const address = chosenAddress(core.stores, connection)
  const addressChanged = account.address !== address
  account.address = address
  account.caipAddress =
    address && connection.chainId ? `eip155:${connection.chainId}:${address}` : undefined
  if (addressChanged) {
    account.balance = undefined
    account.balanceSymbol = undefined
    account.profileName = undefined
    account.profileImage = undefined
  }
  account.connectedWalletInfo = connection.connector
    ? {
        name: connection.connector.name,
        ...(connection.connector.icon ? { icon: connection.connector.icon } : {}),
      }
    : undefined
  if (eip155)
    eip155.approvedNetworkIds = address ? eip155.requestedNetworks.map((network) => network.id) : []

  const chainChanged = chain.walletChainId !== connection.chainId
  chain.walletChainId = connection.chainId
  const configured = eip155?.requestedNetworks.find((network) => network.id === connection.chainId)
  if (eip155 && configured) eip155.activeNetwork = configured

  if (connection.status === 'connected' && previous?.status !== 'connected') {
    core.emit({
      type: 'connect',
      detail: {
        address: connection.address,
        chainId: connection.chainId,
        connector: connection.connector.id,
      },
    })
  }
  if (connection.status === 'disconnected' && previous?.address) {
    core.emit({ type: 'disconnect', detail: {} })
    if (core.stores.modal.open && core.stores.router.current.view !== 'Connect')
      resetView(core.stores, 'Connect')
  }
  if (addressChanged)
    core.emit({
      type: 'account-change',
      detail: { address, namespace: 'eip155', caipAddress: account.caipAddress },
    })
  syncConnectionList(core, connection)
  if (chainChanged && connection.chainId !== undefined) {
    core.emit({
      type: 'network-change',
      detail: {
        chainId: connection.chainId,
        supported: Boolean(configured),
        namespace: 'eip155',
        caipNetworkId: `eip155:${connection.chainId}`,
      },
    })
  }
  checkUnsupportedChain(core, connection.status === 'connected' && !configured)
  if (address && (addressChanged || chainChanged) && configured) void refreshAccountDetails(core)
}

/**
 * Every live EVM connection into the connections store, the current one active
 * (docs/behaviour.md#connections); kept as it is while wagmi connects or reconnects.
 */
export function syncConnectionList(core: Core, connection: GetConnectionReturnType): void {
  if (connection.status === 'connecting' || connection.status === 'reconnecting') return
  const evm = core.evm
  if (evm?.getConnections) {
    syncEvmConnections(core, {
      entries: evm.getConnections(),
      currentId: connection.connector?.id,
    })
    return
  }
  // An adapter without the list (a scripted one in tests): the current connection alone.
  const { address } = connection
  setNamespaceConnections(core, {
    namespace: 'eip155',
    list:
      address && connection.connector
        ? [
            {
              connectorId: connection.connector.id,
              accounts: (connection.addresses ?? [address]).map((entry) => ({ address: entry })),
              active: true,
            },
          ]
        : [],
  })
}

/** A wallet on an unconfigured chain keeps the modal open on UnsupportedChain until it leaves it. */
function checkUnsupportedChain(core: Core, unsupported: boolean): void {
  const { modal, router } = core.stores
  if (unsupported && router.current.view !== 'UnsupportedChain')
    openModal(core.stores, 'UnsupportedChain')
  else if (!unsupported && modal.open && router.current.view === 'UnsupportedChain')
    closeModal(core.stores)
}
