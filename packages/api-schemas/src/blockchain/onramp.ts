import '../jitless'
import { z } from 'zod'
import { webUrlSchema } from '../urls/openableUrl'

const moneySchema = z.object({ amount: z.string(), currency: z.string() })

/** `GET /v1/onramp/options`: fiat currencies with their limits, and what can be bought where. */
export const onrampOptionsResponseSchema = z.object({
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(
        z.object({ id: z.string(), min: z.string(), max: z.string() }),
      ),
    }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
})

/** Body of `POST /v1/onramp/quote`: `amount` is the fiat amount to pay. */
export const onrampQuoteRequestSchema = z.object({
  purchaseCurrency: z.string().min(1),
  paymentCurrency: z.string().min(1),
  amount: z.union([z.string(), z.number()]),
  network: z.string().min(1),
  projectId: z.string().optional(),
})

/** `POST /v1/onramp/quote`. */
export const onrampQuoteResponseSchema = z.object({
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: z.string(),
})

/** Body of `POST /v1/generators/onrampurl`. */
export const onrampUrlRequestSchema = z.object({
  projectId: z.string().optional(),
  destinationWallets: z
    .array(
      z.object({
        address: z.string(),
        blockchains: z.array(z.string()).optional(),
        assets: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  defaultNetwork: z.string().optional(),
  partnerUserId: z.string().optional(),
  defaultExperience: z.string().optional(),
  presetCryptoAmount: z.union([z.string(), z.number()]).optional(),
  presetFiatAmount: z.union([z.string(), z.number()]).optional(),
})

/** `POST /v1/generators/onrampurl`: where to send the visitor to pay (never a script URL). */
export const onrampUrlResponseSchema = z.object({ url: webUrlSchema })

/** An on-ramp order as the devnet's checkout reports it (`GET /onramp/orders/{id}`). */
export const onrampOrderSchema = z.object({
  id: z.string(),
  address: z.string(),
  chainId: z.number(),
  asset: z.string(),
  fiatCurrency: z.string(),
  fiatAmount: z.string().nullable(),
  cryptoAmount: z.string().nullable(),
  status: z.enum(['created', 'completed', 'failed']),
  txHash: z.string().nullable(),
})

/** OnrampOptionsResponse, as parsed by onrampOptionsResponseSchema. */
export type OnrampOptionsResponse = z.infer<typeof onrampOptionsResponseSchema>
/** OnrampQuoteRequest, as parsed by onrampQuoteRequestSchema. */
export type OnrampQuoteRequest = z.infer<typeof onrampQuoteRequestSchema>
/** OnrampQuoteResponse, as parsed by onrampQuoteResponseSchema. */
export type OnrampQuoteResponse = z.infer<typeof onrampQuoteResponseSchema>
/** OnrampUrlRequest, as parsed by onrampUrlRequestSchema. */
export type OnrampUrlRequest = z.infer<typeof onrampUrlRequestSchema>
/** OnrampUrlResponse, as parsed by onrampUrlResponseSchema. */
export type OnrampUrlResponse = z.infer<typeof onrampUrlResponseSchema>
/** OnrampOrder, as parsed by onrampOrderSchema. */
export type OnrampOrder = z.infer<typeof onrampOrderSchema>
