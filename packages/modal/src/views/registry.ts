import { type ComponentType, createElement, lazy } from 'react'
import type { Core } from '../core/createCore'
import type { ViewName } from '../stores/viewParams'
import { Connect } from './Connect/Connect'

/** The explorer wallet a WalletConnect view is for, by the id in its params. */
const explorerWalletName = (core: Core) => {
  const { current } = core.stores.router
  const id = current.view === 'ConnectingWalletConnect' ? current.params.walletId : undefined
  const { featured, recommended, wallets, search } = core.stores.wallets
  const all = [...featured, ...recommended, ...wallets, ...search.results]
  return all.find((wallet) => wallet.id === id)?.name ?? 'WalletConnect'
}

/** A view component; a lazy one can `retry` its import after a failure. */
export type ViewComponent = ComponentType & { retry?: () => void }

/** How a view shows: its dialog title and its component. */
export type ViewDefinition = { title: string | ((core: Core) => string); component: ViewComponent }

/**
 * Named export `name` of a lazily imported module as a React.lazy component (its chunk loads on
 * first show). React.lazy keeps a rejected import for good, so `retry` puts a fresh lazy in its
 * place: the next render imports again (docs/behaviour.md#error-boundary).
 */
export function lazyView<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ViewComponent {
  let current: ComponentType
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view at module load, never during a render
  const View: ViewComponent = () => createElement(current)
  View.retry = () => {
    current = lazy(async () => ({ default: (await load())[name] as ComponentType }))
  }
  View.retry()
  return View
}

const walletName = (core: Core) => {
  const { current } = core.stores.router
  const params =
    current.view === 'ConnectingExternal' || current.view === 'ConnectingMultiChain'
      ? current.params
      : undefined
  const { connectors, standardWallets } = core.stores.connectors
  return (
    connectors.find((connector) => connector.id === params?.connectorId)?.name ??
    standardWallets.find((wallet) => wallet.name === params?.solanaWallet)?.name ??
    'Connect wallet'
  )
}

/**
 * Every view the modal can show. Connect ships with the modal's UI (loaded on the first open);
 * everything else is a lazy chunk of its own (ModalApp fetches Account's as soon as an account
 * connects). To add a view: declare its params in `stores/viewParams.ts`, add an entry here.
 */
export const VIEWS: Partial<Record<ViewName, ViewDefinition>> = {
  Connect: { title: 'Connect wallet', component: Connect },
  Account: {
    title: 'Account',
    component: lazyView(() => import('./Account/Account'), 'Account'),
  },
  AllWallets: {
    title: 'All wallets',
    component: lazyView(() => import('./AllWallets/AllWallets'), 'AllWallets'),
  },
  ConnectingExternal: {
    title: walletName,
    component: lazyView(
      () => import('./ConnectingExternal/ConnectingExternal'),
      'ConnectingExternal',
    ),
  },
  ConnectingMultiChain: {
    title: walletName,
    component: lazyView(
      () => import('./ConnectingMultiChain/ConnectingMultiChain'),
      'ConnectingMultiChain',
    ),
  },
  ConnectingWalletConnect: {
    title: explorerWalletName,
    component: lazyView(
      () => import('./ConnectingWalletConnect/ConnectingWalletConnect'),
      'ConnectingWalletConnect',
    ),
  },
  ConnectingWalletConnectBasic: {
    title: 'WalletConnect',
    component: lazyView(
      () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
      'ConnectingWalletConnectBasic',
    ),
  },
  Networks: {
    title: 'Choose network',
    component: lazyView(() => import('./Networks/Networks'), 'Networks'),
  },
  SwitchNetwork: {
    title: 'Switch network',
    component: lazyView(() => import('./SwitchNetwork/SwitchNetwork'), 'SwitchNetwork'),
  },
  UnsupportedChain: {
    title: 'Switch network',
    component: lazyView(() => import('./UnsupportedChain/UnsupportedChain'), 'UnsupportedChain'),
  },
  SwitchActiveChain: {
    title: 'Switch network',
    component: lazyView(() => import('./SwitchActiveChain/SwitchActiveChain'), 'SwitchActiveChain'),
  },
  UsageExceeded: {
    title: 'Usage limit reached',
    component: lazyView(() => import('./UsageExceeded/UsageExceeded'), 'UsageExceeded'),
  },
  EmailLogin: {
    title: 'Email login',
    component: lazyView(() => import('./EmailLogin/EmailLogin'), 'EmailLogin'),
  },
  ConnectingSocial: {
    title: 'Social login',
    component: lazyView(() => import('./ConnectingSocial/ConnectingSocial'), 'ConnectingSocial'),
  },
  ConnectingFarcaster: {
    title: 'Farcaster',
    component: lazyView(
      () => import('./ConnectingFarcaster/ConnectingFarcaster'),
      'ConnectingFarcaster',
    ),
  },
  ApproveTransaction: {
    title: 'Approve',
    component: lazyView(
      () => import('./ApproveTransaction/ApproveTransaction'),
      'ApproveTransaction',
    ),
  },
  UpdateEmailWallet: {
    title: 'Update email',
    component: lazyView(() => import('./UpdateEmailWallet/UpdateEmailWallet'), 'UpdateEmailWallet'),
  },
  SIWXSignMessage: {
    title: 'Sign in',
    component: lazyView(() => import('./SIWXSignMessage/SIWXSignMessage'), 'SIWXSignMessage'),
  },
  DataCapture: {
    title: 'Your email',
    component: lazyView(() => import('./DataCapture/DataCapture'), 'DataCapture'),
  },
  AccountSettings: {
    title: 'Account settings',
    component: lazyView(() => import('./AccountSettings/AccountSettings'), 'AccountSettings'),
  },
  WalletSend: {
    title: 'Send',
    component: lazyView(() => import('./WalletSend/WalletSend'), 'WalletSend'),
  },
  WalletSendSelectToken: {
    title: 'Select token',
    component: lazyView(
      () => import('./WalletSendSelectToken/WalletSendSelectToken'),
      'WalletSendSelectToken',
    ),
  },
  WalletSendPreview: {
    title: 'Review send',
    component: lazyView(() => import('./WalletSendPreview/WalletSendPreview'), 'WalletSendPreview'),
  },
  WalletSendSuccess: {
    title: 'Sent',
    component: lazyView(() => import('./WalletSendSuccess/WalletSendSuccess'), 'WalletSendSuccess'),
  },
  WalletReceive: {
    title: 'Receive',
    component: lazyView(() => import('./WalletReceive/WalletReceive'), 'WalletReceive'),
  },
  Transactions: {
    title: 'Activity',
    component: lazyView(() => import('./Transactions/Transactions'), 'Transactions'),
  },
  WalletSwap: {
    title: 'Swap',
    component: lazyView(() => import('./WalletSwap/WalletSwap'), 'WalletSwap'),
  },
  RegisterAccountName: {
    title: 'Choose a name',
    component: lazyView(
      () => import('./RegisterAccountName/RegisterAccountName'),
      'RegisterAccountName',
    ),
  },
  ProfileWallets: {
    title: 'Wallets',
    component: lazyView(() => import('./ProfileWallets/ProfileWallets'), 'ProfileWallets'),
  },
  OnRampBuy: {
    title: 'Buy',
    component: lazyView(() => import('./OnRampBuy/OnRampBuy'), 'OnRampBuy'),
  },
}
