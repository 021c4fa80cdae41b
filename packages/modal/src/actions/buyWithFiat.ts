import type { Core } from '../core/createCore'
import { requireWebUrl } from '../utils/safeUrl'
import { fetchActivity } from './fetchActivity'
import { fetchBalances } from './fetchBalances'
import { ONRAMP_ERRORS, OnrampError, validateOnrampAmount } from './onrampForm'
import { reportError } from './reportError'
import { refreshAccountDetails } from './syncConnection'
import { showToast } from './toast'

/** How often the balance is re-read while the visitor pays at the checkout. */
const PURCHASE_POLL_MS = 3_000
/** Name of the checkout window, so a second Continue reuses it rather than piling up tabs. */
const CHECKOUT_WINDOW = 'w3m-onramp-checkout'

/** What buyWithFiat resolves to. */
export type BuyWithFiatReturnType =
  | { status: 'waiting'; url: string }
  | { status: 'invalid' | 'failed'; message: string }

/** Errors buyWithFiat shows in the view and reports. */
export type BuyWithFiatErrorType = OnrampError

/** The token's balance as listed ('0' when not listed), or null when the list is not loaded. */
const quantityOf = (core: Core, symbol: string): string | null => {
  const { balances, account, chain } = core.stores
  const key = `${account.address?.toLowerCase()}:eip155:${chain.walletChainId}`
  if (balances.status !== 'ready' || balances.key !== key) return null
  return balances.tokens.find((token) => token.symbol === symbol)?.quantity ?? '0'
}

/**
 * Continue of the buy form. Call it inside the click: a blank window opens before anything is
 * awaited (browsers block windows opened later), then goes to the checkout URL made for the
 * connected address and chain. The store then waits for the purchased token's balance to rise.
 */
export function buyWithFiat(core: Core): Promise<BuyWithFiatReturnType> {
  const { onramp, account } = core.stores
  const token = onramp.purchaseCurrencies.find((c) => c.symbol === onramp.purchaseCurrency)
  const quote = onramp.quote
  const address = account.address
  const problem =
    validateOnrampAmount(onramp) ?? (!token || !quote || !address ? ONRAMP_ERRORS.quote : undefined)
  if (problem || !token || !quote || !address) {
    onramp.error = problem
    return Promise.resolve({ status: 'invalid', message: problem ?? ONRAMP_ERRORS.quote })
  }
  const popup = typeof window === 'undefined' ? null : window.open('about:blank', CHECKOUT_WINDOW)
  onramp.purchaseStatus = 'opening'
  onramp.error = undefined
  onramp.checkoutUrl = undefined
  return run(core, { token, quote, address, popup })
}

async function run(
  core: Core,
  input: {
    token: { symbol: string; network: string }
    quote: { purchaseAmount: { amount: string } }
    address: string
    popup: Window | null
  },
): Promise<BuyWithFiatReturnType> {
  const { onramp } = core.stores
  const { token, quote, address, popup } = input
  try {
    // The balance before paying, so a rise can be told apart from what was there.
    await fetchBalances(core, { force: true })
    const before = quantityOf(core, token.symbol)
    const url = await core.blockchain.getOnrampUrl({
      destinationWallets: [{ address, blockchains: [token.network], assets: [token.symbol] }],
      defaultNetwork: token.network,
      partnerUserId: address.toLowerCase(),
      defaultExperience: 'buy',
      presetFiatAmount: onramp.amount.trim(),
      presetCryptoAmount: quote.purchaseAmount.amount,
    })
    requireWebUrl(url)
    if (onramp.purchaseStatus !== 'opening') {
      popup?.close()
      return { status: 'failed', message: 'cancelled' }
    }
    if (popup && !popup.closed) {
      // The checkout is another site: it gets no handle on this page.
      popup.opener = null
      popup.location.href = url
    }
    onramp.checkoutUrl = url
    onramp.watch = { symbol: token.symbol, amount: quote.purchaseAmount.amount, before }
    onramp.purchaseStatus = 'waiting'
    return { status: 'waiting', url }
  } catch (cause) {
    popup?.close()
    const error = new OnrampError(ONRAMP_ERRORS.checkout, { cause })
    onramp.purchaseStatus = 'idle'
    onramp.error = error.shortMessage
    reportError(core, { error, context: 'buyWithFiat' })
    return { status: 'failed', message: error.shortMessage }
  }
}

/**
 * While the store waits for a purchase, re-reads the balance every few seconds until the watched
 * token's balance is above what it was; then success, and balances, activity and the account are
 * refreshed. A closed checkout window is no error: the visitor may still pay, or go back.
 */
export async function watchPurchase(
  core: Core,
  parameters: { signal: AbortSignal; intervalMs?: number },
): Promise<boolean> {
  const { onramp } = core.stores
  const { signal, intervalMs = PURCHASE_POLL_MS } = parameters
  while (!signal.aborted && onramp.purchaseStatus === 'waiting' && onramp.watch) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    if (signal.aborted || onramp.purchaseStatus !== 'waiting' || !onramp.watch) return false
    await fetchBalances(core, { force: true })
    const { symbol, before } = onramp.watch
    const now = quantityOf(core, symbol)
    if (now === null) continue
    // The balance could not be read before the checkout: the first reading is the baseline.
    if (before === null) {
      onramp.watch = { ...onramp.watch, before: now }
      continue
    }
    if (Number(now) > Number(before)) {
      onramp.purchaseStatus = 'success'
      showToast(core.stores, 'success', `Bought ${onramp.watch.amount} ${symbol}`)
      void fetchActivity(core, { refresh: true })
      void refreshAccountDetails(core, { force: true })
      return true
    }
  }
  return false
}

/** Leaves the purchase (back, or buy again): nothing is watched any more. */
export function stopPurchase(core: Core): void {
  const { onramp } = core.stores
  onramp.purchaseStatus = 'idle'
  onramp.watch = undefined
  onramp.checkoutUrl = undefined
}

/**
 * Leaves the Buy view: the purchase is no longer watched, and a return asks a fresh quote (and
 * the options again when they had failed).
 */
export function leaveOnramp(core: Core): void {
  stopPurchase(core)
  const { onramp } = core.stores
  Object.assign(onramp, { quote: undefined, quoteStatus: 'idle' })
  if (onramp.optionsStatus === 'error') onramp.optionsStatus = 'idle'
}
