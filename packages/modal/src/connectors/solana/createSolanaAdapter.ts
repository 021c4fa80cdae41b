import { Connection, PublicKey } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { ConnectorNotFoundError } from '../../errors/errors'
import type { StandardWalletInfo } from '../../stores/createConnectorsStore'
import { type SolanaTransfer, sendSolanaTransfer, signSolanaMessage } from './solanaTransfer'
import { isSolanaWallet, standardWalletInfo, watchStandardWallets } from './standardWallets'

/** How long a connect waits for a wallet whose script registers it after the page loaded. */
const WALLET_WAIT_MS = 2_000

/** What the Solana adapter needs: the cluster's RPC URL (HTTP; its WebSocket is the same URL). */
export type SolanaAdapterParameters = { rpcUrl: string }

/** A Solana connection: the wallet and the account it granted. */
export type SolanaConnection = { wallet: StandardWalletInfo; address: string }

/**
 * Solana through the Wallet Standard and @solana/web3.js: discovery, connect (silent to
 * restore), disconnect, account changes, the SOL balance. Built only in a browser, on first use.
 */
export function createSolanaAdapter(parameters: SolanaAdapterParameters) {
  // web3.js puts the socket on port + 1 unless told; the cluster serves both on one port.
  const connection = new Connection(parameters.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: parameters.rpcUrl.replace(/^http/, 'ws'),
  })
  let wallets: Wallet[] = []
  // Wallets the modal builds itself (WalletConnect's Solana side): usable, not listed on Connect.
  let ownWallets: Wallet[] = []
  const waiting = new Set<() => void>()
  const find = (name: string) =>
    ownWallets.find((wallet) => wallet.name === name) ??
    wallets.find((wallet) => wallet.name === name)
  // A reload restores before the wallet's script may have registered it: wait that moment.
  const waitForWallet = (name: string) =>
    new Promise<Wallet | undefined>((resolve) => {
      const check = () => {
        const found = find(name)
        if (!found) return
        clearTimeout(timer)
        waiting.delete(check)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiting.delete(check)
        resolve(find(name))
      }, WALLET_WAIT_MS)
      waiting.add(check)
    })
  const requireWallet = (name: string) => {
    const wallet = find(name)
    if (!wallet) throw new ConnectorNotFoundError({ details: `no Solana wallet "${name}"` })
    return wallet
  }
  const solanaAccount = (accounts: readonly WalletAccount[]) =>
    accounts.find((account) => account.chains.some((chain) => chain.startsWith('solana:'))) ??
    accounts[0]
  return {
    connection,
    /** Follows the Solana wallets in the page; returns the stop. */
    watchWallets(onChange: (wallets: StandardWalletInfo[]) => void): () => void {
      return watchStandardWallets((list) => {
        wallets = list
        onChange(list.map(standardWalletInfo))
        for (const check of [...waiting]) check()
      })
    },
    /**
     * Adds a wallet that is not in the page's registry (the WalletConnect session's Solana side),
     * found by name like the registered ones but not listed on Connect. Returns the removal.
     */
    addWallet(wallet: Wallet): () => void {
      ownWallets = [...ownWallets.filter((entry) => entry.name !== wallet.name), wallet]
      return () => {
        ownWallets = ownWallets.filter((entry) => entry !== wallet)
      }
    },
    /** Asks the wallet for its account; `silent` only restores an earlier grant. */
    async connect(walletName: string, silent = false): Promise<SolanaConnection | undefined> {
      const wallet = find(walletName) ?? (await waitForWallet(walletName))
      if (!wallet || !isSolanaWallet(wallet))
        throw new ConnectorNotFoundError({ details: `no Solana wallet "${walletName}"` })
      const feature = (wallet.features as StandardConnectFeature)['standard:connect']
      const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
      const account = solanaAccount(accounts)
      return account ? { wallet: standardWalletInfo(wallet), address: account.address } : undefined
    },
    async disconnect(walletName: string): Promise<void> {
      const wallet = find(walletName)
      const feature = (wallet?.features as Partial<StandardDisconnectFeature> | undefined)?.[
        'standard:disconnect'
      ]
      await feature?.disconnect()
    },
    /** Calls `onChange` with the wallet's Solana address (undefined when it dropped the grant). */
    watchAccount(walletName: string, onChange: (address: string | undefined) => void): () => void {
      const wallet = find(walletName)
      const events = (wallet?.features as Partial<StandardEventsFeature> | undefined)?.[
        'standard:events'
      ]
      if (!wallet || !events) return () => {}
      return events.on('change', (properties) => {
        if (properties.accounts) onChange(solanaAccount(properties.accounts)?.address)
      })
    },
    /** The SOL balance in lamports. */
    getBalance: (address: string) => connection.getBalance(new PublicKey(address)),
    /** Sends SOL or an SPL token through the wallet and waits for the cluster; the signature. */
    async sendTransfer(walletName: string, transfer: SolanaTransfer): Promise<string> {
      return sendSolanaTransfer(connection, requireWallet(walletName), transfer)
    },
    /** Has the wallet sign a message with the account's ed25519 key; the signature bytes. */
    async signMessage(walletName: string, address: string, message: Uint8Array) {
      return signSolanaMessage(requireWallet(walletName), address, message)
    },
  }
}

/** The Solana adapter type. */
export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>
