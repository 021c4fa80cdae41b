import { registerWallet } from '@wallet-standard/wallet'
import { createApprovalDialog } from './approvalDialog'
import { createDevnetProvider } from './createDevnetProvider'
import { userRejected } from './providerRpcError'
import { createSolanaWallet } from './solana/createSolanaWallet'
import {
  type ApprovalMode,
  IDENTITY_FEATURE,
  SOLANA_ONLY_WALLET_NAME,
  STORAGE_PREFIX,
  WALLET_NAME,
  WALLET_RDNS,
  type WalletConfig,
} from './walletConfig'
import { readMode, saveMode } from './walletSettings'

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#1f5eff"/><path d="M24 34h40a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8H24z" fill="#fff"/><circle cx="60" cy="52" r="5" fill="#1f5eff"/><path d="M24 34l32-10v10" fill="#cfdcff"/></svg>'
/** The wallet's EIP-6963 icon: a data URI, as the standard requires. */
export const WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`

// crypto.randomUUID exists only in secure contexts; a page on a LAN address is not one.
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const SOLANA_ONLY_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#14151a"/><path d="M26 34h38l6-6H32zm0 17h38l6-6H32zm0 17h38l6-6H32z" fill="#19fb9b"/></svg>'
/** The Solana-only test wallet's icon. */
export const SOLANA_ONLY_ICON = svgIcon(SOLANA_ONLY_ICON_SVG)

/** The Wallet Standard takes icons as base64 data URIs only (EIP-6963 takes any data URI). */
function svgIcon(svg: string): `data:image/svg+xml;base64,${string}` {
  return `data:image/svg+xml;base64,${btoa(svg)}`
}

type DevnetWindow = Window & {
  ethereum?: unknown
  __devnetWallet?: unknown
  __devnetSolanaWallet?: unknown
}

/**
 * Puts the wallet in the page: announces it through EIP-6963 (and answers every
 * `eip6963:requestProvider`), sets `window.ethereum` when no other wallet did, and exposes
 * `window.__devnetWallet` for tests. Included twice, it installs once. The page's
 * `?devnet-wallet-delay=MS` holds all of it back that long, as a slow extension would.
 */
export function install(config: WalletConfig): void {
  const delay = Number(new URLSearchParams(window.location.search).get('devnet-wallet-delay'))
  if (Number.isFinite(delay) && delay > 0) setTimeout(() => installNow(config), delay)
  else installNow(config)
}

function installNow(config: WalletConfig): void {
  const page = window as DevnetWindow
  if (page.__devnetWallet) return
  const { provider, controls, approve } = createDevnetProvider(config)
  const info = Object.freeze({
    uuid: uuid(),
    name: WALLET_NAME,
    icon: WALLET_ICON,
    rdns: WALLET_RDNS,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  page.__devnetWallet = Object.freeze({ ...controls, info })
  if (page.ethereum === undefined) page.ethereum = provider
  announce()
  // The same wallet on Solana: same name and icon, same dialog and mode switches, and the
  // EIP-6963 rdns in a feature, so a dapp can show both sides as one wallet.
  if (config.solana) {
    registerWallet(
      createSolanaWallet({
        name: WALLET_NAME,
        icon: svgIcon(ICON_SVG),
        config: config.solana,
        accountIndex: config.defaults.account ?? 0,
        approve,
        storageKey: `${STORAGE_PREFIX}solana-connected`,
        extraFeatures: { [IDENTITY_FEATURE]: { version: '1.0.0', rdns: WALLET_RDNS } },
      }),
    )
  }
}

/**
 * Puts the Solana-only test wallet in the page (Wallet Standard only, no EVM side), with its
 * own dialog and mode, and `window.__devnetSolanaWallet` ({ getMode, setMode, address }) for
 * tests. Included twice, it installs once.
 */
export function installSolanaOnly(config: WalletConfig): void {
  const page = window as DevnetWindow
  if (page.__devnetSolanaWallet || !config.solana) return
  let mode: ApprovalMode = readMode(config)
  const dialog = createApprovalDialog(SOLANA_ONLY_WALLET_NAME)
  const wallet = createSolanaWallet({
    name: SOLANA_ONLY_WALLET_NAME,
    icon: SOLANA_ONLY_ICON,
    config: config.solana,
    accountIndex: config.defaults.account ?? 0,
    approve: async (request) => {
      if (mode === 'approve') return
      if (mode === 'reject' || !(await dialog.ask(request))) throw userRejected()
    },
    storageKey: `${STORAGE_PREFIX}solana-only-connected`,
  })
  page.__devnetSolanaWallet = Object.freeze({
    name: SOLANA_ONLY_WALLET_NAME,
    address: config.solana.accounts[config.defaults.account ?? 0]?.address,
    getMode: () => mode,
    setMode(next: ApprovalMode) {
      mode = next
      saveMode(next)
    },
  })
  registerWallet(wallet)
}
