import type { Page } from '@playwright/test'
import { Connection, PublicKey } from '@solana/web3.js'
import { port, stackUrls } from '../../scripts/ports'
import { expect } from '../fixtures'
import { clickConnectButton, modalDialog } from '../modal/modal'

/** Solana mainnet's CAIP-2 id: the local cluster answers for it (apps/devnet/README.md). */
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Dev keypair 0 of the cluster: both devnet wallets' Solana account (apps/devnet/README.md). */
export const DEV_ACCOUNT_0 = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'

const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ATA_PROGRAM = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** The local cluster, read straight (not through the modal). */
export const cluster = () => {
  const url = `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`
  return new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace('http', 'ws') })
}

/** The mint of a seeded SPL token, from the devnet's GET /devnet/solana. */
export async function mintOf(symbol: string): Promise<PublicKey> {
  const response = await fetch(`${stackUrls().devnet}/devnet/solana`)
  const info = (await response.json()) as { tokens: Array<{ symbol: string; mint: string }> }
  const token = info.tokens.find((entry) => entry.symbol === symbol)
  if (!token) throw new Error(`the devnet seeds no ${symbol}`)
  return new PublicKey(token.mint)
}

/** The associated token account of `owner` for `mint`. */
export const associatedTokenAccount = (mint: PublicKey, owner: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM.toBuffer(), mint.toBuffer()],
    ATA_PROGRAM,
  )[0]

/** Base units of `mint` in `owner`'s associated token account; undefined when it does not exist. */
export async function tokenUnits(owner: PublicKey, mint: PublicKey): Promise<bigint | undefined> {
  const account = await cluster().getAccountInfo(associatedTokenAccount(mint, owner))
  // SPL token account layout: mint (32), owner (32), amount (u64 little-endian).
  return account ? account.data.readBigUInt64LE(64) : undefined
}

/** Opens the demo with Solana and EVM networks and both devnet wallets approving. */
export async function openSolanaDemo(page: Page, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    networks: `8453,${SOLANA}`,
    'devnet-wallet-mode': 'approve',
    ...extra,
  })
  await page.goto(`/?${query}`)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
  await page.waitForFunction(() => '__devnetWallet' in window && '__devnetSolanaWallet' in window)
}

/** Connects the dual Devnet Wallet through ConnectingMultiChain, on the namespace chosen there. */
export async function connectDual(page: Page, namespace: 'eip155' | 'solana'): Promise<void> {
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Connect wallet')
  // One row for the wallet that speaks both namespaces.
  await expect(connect.getByRole('button', { name: /^Devnet Wallet/ })).toHaveCount(1)
  // Its Solana side joins the row once the Solana adapter (a lazy chunk) has found it: wait for
  // that state, or the click would connect EVM straight away.
  await page.waitForFunction(() => {
    const modal = (document.querySelector('w3m-modal') as unknown as { modal?: object })?.modal
    if (!modal) return false
    const [key] = Object.getOwnPropertySymbols(modal)
    const core = (
      modal as Record<
        symbol,
        { stores?: { connectors: { standardWallets: Array<{ name: string }> } } }
      >
    )[key as symbol]
    return !!core?.stores?.connectors.standardWallets.some(
      (wallet) => wallet.name === 'Devnet Wallet',
    )
  })
  await connect.getByRole('button', { name: /^Devnet Wallet/ }).click()
  const choose = modalDialog(page, 'Devnet Wallet')
  await expect(choose.getByTestId('w3m-connecting-multichain')).toBeVisible()
  await choose.getByTestId(`w3m-multichain-${namespace}`).click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
}

/** Connects the dual Devnet Wallet on Solana. */
export async function connectDualOnSolana(page: Page): Promise<void> {
  await connectDual(page, 'solana')
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
}

/** Connects the Solana-only wallet: no chain choice on the way. */
export async function connectSolanaOnly(page: Page): Promise<void> {
  await clickConnectButton(page)
  await modalDialog(page, 'Connect wallet')
    .getByRole('button', { name: /Devnet Solana Wallet/ })
    .click()
  await expect(page.getByTestId('w3m-connecting-multichain')).toHaveCount(0)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
}

/** Opens the Account view of a connected modal. */
export async function openAccountView(page: Page): Promise<void> {
  await expect(modalDialog(page, /.*/)).toBeHidden()
  await clickConnectButton(page)
  await expect(modalDialog(page, 'Account')).toBeVisible()
}
