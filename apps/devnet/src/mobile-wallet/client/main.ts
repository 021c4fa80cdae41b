import { mnemonicToAccount } from 'viem/accounts'
import { DEV_MNEMONIC } from '../../wallet/devAccounts'
import {
  createMobileWallet,
  type MobileWallet,
  type MobileWalletConfig,
  type WalletMode,
} from './createMobileWallet'
import { renderWallet } from './renderWallet'

/** Anvil's account #1: the dapp's account #0 stays free for the injected devnet wallet. */
const ACCOUNT_INDEX = 1
const MODES: readonly WalletMode[] = ['ask', 'approve', 'reject']

type TestHooks = {
  ready: Promise<MobileWallet>
  state(): ReturnType<MobileWallet['getState']> | undefined
  setMode(mode: WalletMode): void
}
declare global {
  interface Window {
    /** Test hooks: the wallet's state, auto-approve or auto-reject, pairing without the form. */
    __mobileWallet?: TestHooks
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('wallet')
  const configText = document.getElementById('mobile-wallet-config')?.textContent
  if (!root || !configText) return
  const config = JSON.parse(configText) as MobileWalletConfig
  const query = new URLSearchParams(location.search)
  const requested = query.get('mode') as WalletMode | null
  const mode = requested && MODES.includes(requested) ? requested : 'ask'
  const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: ACCOUNT_INDEX })
  let wallet: MobileWallet | undefined
  const ready = createMobileWallet({
    config,
    account,
    mode,
    onChange: (state) => renderWallet(root, state, wallet),
  })
  window.__mobileWallet = {
    ready,
    state: () => wallet?.getState(),
    setMode: (next) => wallet?.setMode(next),
  }
  wallet = await ready
  renderWallet(root, wallet.getState(), wallet)
  // The modal's deep link (webapp_link) carries the pairing URI.
  const uri = query.get('uri')
  if (uri) await wallet.pair(uri)
}

void start()
