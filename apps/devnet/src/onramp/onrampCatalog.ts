import { DEVNET_CHAINS, type DevnetChain } from '../chain/chains'
import { type DevnetToken, NATIVE_ADDRESS, TOKENS } from '../contracts/contracts'

/** Fiat the checkout takes, with its per-payment limits (in that currency). */
export const PAYMENT_CURRENCIES = [
  { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7000.00' }] },
] as const

/** USD per unit of each payment currency. */
export const FIAT_USD: Record<string, number> = { USD: 1, EUR: 1 / 0.92 }

/** The provider's fee, a share of the payment, and the flat network fee in the payment currency. */
export const PROVIDER_FEE_SHARE = 0.01
export const NETWORK_FEE = 0.1

/** What the checkout sells: the devnet's priced tokens (not the 0-decimals points). */
export const PURCHASABLE: readonly DevnetToken[] = TOKENS.filter((token) => token.symbol !== 'PTS')

/** The chain of an on-ramp network name ('base', 'arbitrum'), CAIP-2 id or chain id. */
export const findNetwork = (network: string): DevnetChain | undefined =>
  DEVNET_CHAINS.find(
    (chain) =>
      chain.network === network.toLowerCase() ||
      chain.caip === network ||
      String(chain.id) === network,
  )

/** A purchasable token by symbol (any case). */
export const findPurchasable = (symbol: string): DevnetToken | undefined =>
  PURCHASABLE.find((token) => token.symbol === symbol.toUpperCase())

/** `GET /v1/onramp/options` in Coinbase's shape. */
export function onrampOptions() {
  return {
    paymentCurrencies: PAYMENT_CURRENCIES,
    purchaseCurrencies: PURCHASABLE.map((token) => ({
      id: token.symbol,
      name: token.name,
      symbol: token.symbol,
      networks: DEVNET_CHAINS.map((chain) => ({
        name: chain.network,
        display_name: chain.name,
        chain_id: String(chain.id),
        contract_address: token.address === NATIVE_ADDRESS ? '' : token.address,
      })),
    })),
  }
}
