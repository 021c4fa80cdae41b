import { IDENTITY_STALE_MS, PORTFOLIO_STALE_MS, queryClientOf } from '../clients/createQueryClient'
import type { Core } from '../core/createCore'
import { BaseError, type BaseErrorParameters } from '../errors/baseError'
import type { Balance } from '../schemas/blockchainSchemas'
import type { TokenBalance } from '../stores/createBalancesStore'
import { activeCaipNetworkId } from '../stores/createChainStore'
import { reportError } from './reportError'
import { showToast } from './toast'

/** A failed balance fetch is retried after 30 s, and none runs within 30 s of a failure (docs/behaviour.md#limits). */
export const BALANCE_RETRY_MS = 30_000

/** The token list could not be loaded (unsupported network or failed fetch), the words of docs/behaviour.md#errors. */
class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', { ...parameters, code: 'TOKEN_BALANCE_UNAVAILABLE' })
  }
}

/** Parameters of fetchBalances. */
export type FetchBalancesParameters = {
  /** Skip the cache and ask the API to re-read the chain (after a send). */
  force?: boolean
}

const NATIVE_ADDRESSES = new Set([
  '0x0000000000000000000000000000000000000000',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
])

/** A balance entry as a token row; the address may come as CAIP-10 (`eip155:8453:0x...`). */
function toTokenBalance(balance: Balance): TokenBalance {
  const raw = balance.address?.split(':').pop()
  const native = !raw || NATIVE_ADDRESSES.has(raw.toLowerCase())
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    address: native ? undefined : (raw as `0x${string}`),
    decimals: Number(balance.quantity.decimals),
    quantity: balance.quantity.numeric,
    value: balance.value ?? 0,
    price: balance.price,
    iconUrl: balance.iconUrl,
  }
}

/** Zero-decimal tokens are dropped; the rest sorted by value, largest first (docs/behaviour.md#validation). */
function toTokenList(balances: readonly Balance[]): TokenBalance[] {
  return balances
    .filter((balance) => Number(balance.quantity.decimals) !== 0)
    .map(toTokenBalance)
    .sort((a, b) => b.value - a.value)
}

function fail(core: Core, error: unknown): void {
  const { balances } = core.stores
  balances.status = 'error'
  balances.lastFailureAt = Date.now()
  const wrapped =
    error instanceof TokenBalanceUnavailableError
      ? error
      : new TokenBalanceUnavailableError({ cause: error })
  showToast(core.stores, 'error', wrapped.shortMessage)
  reportError(core, { error: wrapped, context: 'fetchBalances' })
  clearTimeout(core.balanceRetry)
  core.balanceRetry = setTimeout(() => void fetchBalances(core), BALANCE_RETRY_MS)
}

/**
 * Whether the Blockchain API serves a chain, from `/v1/supported-chains` (cached 5 min). When the
 * list cannot be had, the balance call itself decides.
 */
async function servedByApi(core: Core, caipChainId: string): Promise<boolean> {
  try {
    const chains = await queryClientOf(core).fetchQuery({
      queryKey: ['supported-chains'],
      queryFn: ({ signal }) => core.blockchain.getSupportedChains(signal),
      staleTime: IDENTITY_STALE_MS,
      retry: false,
    })
    return chains.http.includes(caipChainId)
  } catch {
    return true
  }
}

/**
 * Loads the token list of the connected address on the wallet's chain into the balances store.
 * On failure: 'Token Balance Unavailable' toast and one retry 30 s later; never a fetch within
 * 30 s of the last failure. Responses that fail the schema count as failures.
 */
export async function fetchBalances(
  core: Core,
  parameters: FetchBalancesParameters = {},
): Promise<void> {
  const { balances, account, chain, options } = core.stores
  const address = account.address
  const caipChainId = activeCaipNetworkId(chain)
  if (!address || caipChainId === undefined) return
  const key = `${address.toLowerCase()}:${caipChainId}`
  if (balances.key !== key) {
    balances.key = key
    balances.tokens = []
    balances.totalValue = 0
    balances.status = 'idle'
  }
  const { lastFailureAt } = balances
  if (lastFailureAt !== undefined && Date.now() - lastFailureAt < BALANCE_RETRY_MS) return
  const supported =
    chain.activeNamespace === 'solana' ||
    (options.networks.some((network) => `eip155:${network.id}` === caipChainId) &&
      (await servedByApi(core, caipChainId)))
  if (balances.key !== key) return
  if (!supported) {
    fail(core, new TokenBalanceUnavailableError({ details: `${caipChainId} is not supported` }))
    return
  }
  if (balances.tokens.length === 0) balances.status = 'loading'
  const force = parameters.force === true
  try {
    const list = await queryClientOf(core).fetchQuery({
      queryKey: ['portfolio', address.toLowerCase(), caipChainId],
      queryFn: ({ signal }) =>
        core.blockchain.getBalances(
          address,
          { chainId: caipChainId, ...(force ? { forceUpdate: 'true' } : {}) },
          signal,
        ),
      staleTime: force ? 0 : PORTFOLIO_STALE_MS,
    })
    if (balances.key !== key) return
    const tokens = toTokenList(list)
    balances.tokens = tokens
    balances.totalValue = tokens.reduce((sum, token) => sum + token.value, 0)
    balances.status = 'ready'
    balances.lastFailureAt = undefined
  } catch (error) {
    if (balances.key === key) fail(core, error)
  }
}
