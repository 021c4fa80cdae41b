import type { Core } from '../core/createCore'
import { ConnectorNotFoundError } from '../errors/errors'
import { connectFarcaster } from './connectFarcaster'
import { connectSocial } from './connectSocial'
import { type NamedWallet, resolveNamedWallet, resolveNamedWalletNow } from './resolveNamedWallet'
import { openModal } from './router'
import { showErrorToast } from './toast'

function open(core: Core, target: NamedWallet): void {
  const { stores } = core
  switch (target.kind) {
    case 'connector':
      // ConnectingExternal connects on arrival and closes the modal once the wallet approves.
      openModal(stores, 'ConnectingExternal', {
        connectorId: target.connectorId,
        ...(target.walletId ? { walletId: target.walletId } : {}),
      })
      return
    case 'walletConnect':
      openModal(
        stores,
        'ConnectingWalletConnect',
        target.walletId ? { walletId: target.walletId } : {},
      )
      return
    case 'social':
      openModal(stores)
      void connectSocial(core, { provider: target.provider })
      return
    case 'farcaster':
      openModal(stores)
      void connectFarcaster(core)
      return
    case 'email':
      // Connect's email form is the first thing on it.
      openModal(stores, 'Connect')
      return
  }
}

/**
 * What a wallet button does on click (docs/behaviour.md#wallet-buttons): a wallet of the page
 * connects at once (the modal shows its ConnectingExternal progress), an explorer wallet the page
 * lacks shows its WalletConnect QR code or deep link, a social opens its popup within the click,
 * and 'email' opens Connect's email form. A name nobody knows says 'No connector found for connection'.
 */
export function openNamedWallet(core: Core, { name }: { name: string }): Promise<boolean> {
  const now = resolveNamedWalletNow(core, { name })
  if (now) {
    open(core, now)
    return Promise.resolve(true)
  }
  return resolveNamedWallet(core, { name }).then(
    (target) => {
      if (target) open(core, target)
      else showErrorToast(core.stores, new ConnectorNotFoundError({ details: `wallet "${name}"` }))
      return Boolean(target)
    },
    (cause) => {
      showErrorToast(core.stores, cause, 'Network Error: Wallet Load Failed')
      return false
    },
  )
}
