import { TOKENS } from '../contracts/contracts'
import { PAYMENT_CURRENCIES } from '../onramp/onrampCatalog'

/**
 * The hosted service's asset image ids of the networks the modal knows (the modal's
 * NETWORK_IMAGE_IDS), with the name each image shows.
 */
export const NETWORK_ASSETS: Readonly<Record<string, string>> = {
  '692ed6ba-e569-459a-556a-776476829e00': 'Ethereum',
  '7289c336-3981-4081-c5f4-efc26ac64a00': 'Base',
  '3bff954d-5cb0-47a0-9a23-d20192e74600': 'Arbitrum',
  'a1b58899-f671-4276-6a5e-56ca5bd59700': 'Solana',
}

/**
 * Tokens with a listed image, by symbol: the devnet's tokens and SOL, except DEV, which stands
 * for a token too new to be listed (its image route answers 404 and the modal falls back).
 */
export const TOKEN_IMAGES: ReadonlyMap<string, string> = new Map([
  ...TOKENS.filter((token) => token.symbol !== 'DEV').map(
    (token) => [token.symbol, token.name] as const,
  ),
  ['SOL', 'Solana'],
])

/** Fiat with an image, by code: the currencies the on-ramp takes. */
export const CURRENCY_IMAGES: ReadonlyMap<string, string> = new Map(
  PAYMENT_CURRENCIES.map((currency) => [currency.id, currency.id] as const),
)
