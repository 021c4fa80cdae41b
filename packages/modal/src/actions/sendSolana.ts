import { isSolanaUserRejection } from '../connectors/solana/solanaErrors'
import type { Core } from '../core/createCore'
import { DEFAULT_SEND_STATE } from '../stores/createSendStore'
import type { SolanaNetwork } from '../utils/networks'
import { parseAmount } from '../utils/parseDecimal'
import { refreshSolanaBalance } from './connectSolana'
import { refreshActivityUntil } from './fetchActivity'
import { fetchBalances } from './fetchBalances'
import { formSwitchProblem } from './formOwner'
import { replaceView } from './router'
import { SendFailedError, type SendTokensReturnType, sendFailed } from './sendTokens'
import { trackEvent } from './trackEvent'
import { validateSend } from './validateSend'

/** The Wallet Standard name of the connected Solana wallet (its connector id is `solana:<name>`). */
export function connectedSolanaWallet(core: Core): string | undefined {
  const id = core.stores.connections.activeConnectorId
  return id?.startsWith('solana:') ? id.slice('solana:'.length) : undefined
}

/**
 * The transaction on a block explorer. Solana's explorer reads the cluster the modal uses: its
 * own cluster names for mainnet, devnet and testnet behind the hosted RPC, else the RPC URL itself.
 */
export function solanaExplorerUrl(
  network: SolanaNetwork,
  rpcUrl: string | undefined,
  signature: string,
): string {
  const base = `https://explorer.solana.com/tx/${signature}`
  const cluster = network.walletChain.slice('solana:'.length)
  const own = rpcUrl && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(rpcUrl)
  if (own) return `${base}?cluster=custom&customUrl=${encodeURIComponent(rpcUrl)}`
  return cluster === 'mainnet' ? base : `${base}?cluster=${cluster}`
}

/**
 * Sends the form's SOL or SPL token through the connected Solana wallet with the modal's
 * `solanaSendOptions` (the receiver's associated token account is created when missing), waits
 * until the cluster confirms it, then clears the form, refreshes the balances and activity and
 * shows the success view with the signature. A refusal in the wallet is quiet and keeps the form
 * as typed, as on EVM (docs/behaviour.md#errors).
 */
export async function sendSolanaTokens(core: Core): Promise<SendTokensReturnType> {
  const { send, chain, account, options } = core.stores
  const problem =
    validateSend(send) ??
    formSwitchProblem(core, { form: 'send', tokenChainIds: [send.token?.chainId] })
  if (problem) {
    send.error = problem
    return { status: 'invalid', message: problem }
  }
  const token = send.token
  const to = send.receiverAddress
  const from = account.address
  const network = chain.namespaces.solana?.activeNetwork
  const walletName = connectedSolanaWallet(core)
  const amount = token ? parseAmount(send.sendTokenAmount, token.decimals) : undefined
  if (!token || !to || !from || !network || !walletName || amount === undefined)
    return { status: 'invalid' }
  const chainId = network.caipNetworkId
  send.status = 'sending'
  send.error = undefined
  try {
    const adapter = core.solana
    if (!adapter) throw new SendFailedError({ details: 'the Solana adapter is not loaded' })
    const signature = await adapter.sendTransfer(walletName, {
      from,
      to,
      amount,
      mint: token.address,
      decimals: token.decimals,
      chain: network.walletChain,
      options: options.solanaSendOptions,
      onSent: (sent) => {
        send.hash = sent
        send.status = 'waiting'
      },
    })
    const sent = { amount: send.sendTokenAmount, symbol: token.symbol, to }
    Object.assign(send, structuredClone(DEFAULT_SEND_STATE), { hash: signature })
    trackEvent(core, { event: 'SEND_SUCCESS', properties: { chainId, token: token.symbol } })
    replaceView(core.stores, 'WalletSendSuccess', {
      hash: signature,
      chainId,
      ...sent,
      explorerUrl: solanaExplorerUrl(network, options.rpcUrls[chainId], signature),
    })
    void fetchBalances(core, { force: true })
    void refreshSolanaBalance(core, { address: from })
    void refreshActivityUntil(core, { hash: signature })
    return { status: 'success', hash: signature }
  } catch (cause) {
    send.hash = undefined
    const rejected = isSolanaUserRejection(cause)
    return sendFailed(core, { cause, rejected, chainId, where: 'sendSolanaTokens' })
  }
}
