import type { OnrampOptionsResponse, OnrampQuoteResponse } from '@w3m/api-schemas'

/** On-ramp options as the devnet gives them: USD and EUR; ETH and USDC on Base and Arbitrum. */
export const FIXTURE_ONRAMP_OPTIONS: OnrampOptionsResponse = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'EUR', payment_method_limits: [{ id: 'card', min: '10.00', max: '7000.00' }] },
  ],
  purchaseCurrencies: [
    { symbol: 'ETH', id: 'ETH', name: 'Ether', contract: '' },
    {
      symbol: 'USDC',
      id: 'USDC',
      name: 'USD Coin',
      contract: '0xB74f068b4f8F2037cf58bDE2eAaD9846F28dA65a',
    },
  ].map(({ contract, ...currency }) => ({
    ...currency,
    networks: [
      { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: contract },
      {
        name: 'arbitrum',
        display_name: 'Arbitrum One',
        chain_id: '42161',
        contract_address: contract,
      },
    ],
  })),
}

/** The quote of $50 of USDC: 1 % and $0.10 off. */
export const FIXTURE_ONRAMP_QUOTE: OnrampQuoteResponse = {
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '49.40', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '49.4', currency: 'USDC' },
  quoteId: 'quote-1',
}
