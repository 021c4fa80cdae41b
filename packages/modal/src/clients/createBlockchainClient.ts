import './jitless'
import {
  type ConvertBuildApproveResponse,
  type ConvertBuildTransactionRequest,
  type ConvertBuildTransactionResponse,
  type ConvertGasPriceResponse,
  type ConvertToken,
  convertAllowanceResponseSchema,
  convertBuildApproveResponseSchema,
  convertBuildTransactionResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  type FungiblePriceResponse,
  fungiblePriceResponseSchema,
  type OnrampOptionsResponse,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  type Session,
  type SupportedChains,
  sessionSchema,
  sessionsResponseSchema,
  supportedChainsSchema,
} from '@w3m/api-schemas'
import * as z from 'zod/mini'
import { InvalidResponseError } from '../errors/errors'
import {
  type Balance,
  balanceResponseSchema,
  historyResponseSchema,
  nameSuggestionsResponseSchema,
  type Profile,
  profileSchema,
  type RegisterNameRequest,
  reverseNamesResponseSchema,
  type Transaction,
} from '../schemas/blockchainSchemas'
import { fetchJson } from './fetchJson'

// Local until @w3m/api-schemas publishes the Blockchain API schemas.
const identitySchema = z.object({ name: z.nullish(z.string()), avatar: z.nullish(z.string()) })

/** The identity of an address: ENS-style name and avatar. */
export type Identity = z.infer<typeof identitySchema>

/** A client of the Blockchain API; every response validated. */
export function createBlockchainClient(parameters: {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
  /** Per call, API_TIMEOUT_MS unless set (docs/behaviour.md#limits). */
  timeoutMs?: number | undefined
}) {
  return {
    /** `/v1/supported-chains`: the CAIP-2 ids the API (and its RPC proxy) serves, over HTTP and WebSocket. */
    getSupportedChains(signal?: AbortSignal): Promise<SupportedChains> {
      return fetchJson({
        ...parameters,
        path: '/v1/supported-chains',
        schema: supportedChainsSchema,
        signal,
      })
    },
    /** `/v1/identity/{address}`: name and avatar of an address. */
    getIdentity(address: string, signal?: AbortSignal): Promise<Identity> {
      return fetchJson({
        ...parameters,
        path: `/v1/identity/${address}`,
        schema: identitySchema,
        signal,
      })
    },
    /** `/v1/account/{address}/balance`: token balances on one chain (CAIP-2 id), in `currency`. */
    async getBalances(
      address: string,
      query: { chainId: string; currency?: string; forceUpdate?: string },
      signal?: AbortSignal,
    ): Promise<Balance[]> {
      const path = `/v1/account/${address}/balance`
      const { currency = 'usd', ...rest } = query
      const body = await fetchJson({
        ...parameters,
        path,
        query: { currency, ...rest },
        schema: balanceResponseSchema,
        signal,
      })
      return body.balances
    },
    /** `/v1/account/{address}/history`: one page of transactions on one chain, and the next cursor. */
    getHistory(
      address: string,
      query: { chainId: string; cursor?: string | undefined },
      signal?: AbortSignal,
    ): Promise<{ data: Transaction[]; next?: string | null | undefined }> {
      return fetchJson({
        ...parameters,
        path: `/v1/account/${address}/history`,
        query,
        schema: historyResponseSchema,
        signal,
      })
    },
    /** `/v1/profile/account/{name}`: what a registered name points at. */
    getProfile(name: string, signal?: AbortSignal): Promise<Profile> {
      return fetchJson({
        ...parameters,
        path: `/v1/profile/account/${encodeURIComponent(name)}`,
        query: { apiVersion: 2 },
        schema: profileSchema,
        signal,
      })
    },
    /** `/v1/profile/reverse/{address}`: the names registered to an address, newest first. */
    getReverseNames(address: string, signal?: AbortSignal): Promise<Profile[]> {
      return fetchJson({
        ...parameters,
        path: `/v1/profile/reverse/${address}`,
        query: { apiVersion: 2 },
        schema: reverseNamesResponseSchema,
        signal,
      })
    },
    /** `/v1/convert/tokens`: the tokens that can be swapped on one chain (CAIP-2 id). */
    async getSwapTokens(chainId: string, signal?: AbortSignal): Promise<ConvertToken[]> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/convert/tokens',
        query: { chainId },
        schema: convertTokensResponseSchema,
        signal,
      })
      return body.tokens
    },
    /** `/v1/convert/quotes`: what `amount` base units of `from` buy of `to` (CAIP-10 addresses). */
    async getSwapQuote(
      query: { amount: string; userAddress: string; from: string; to: string; gasPrice?: string },
      signal?: AbortSignal,
    ): Promise<{ fromAmount: string; toAmount: string }> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/convert/quotes',
        query,
        schema: convertQuotesResponseSchema,
        signal,
      })
      const [quote] = body.quotes
      if (!quote) throw new InvalidResponseError({ details: '/v1/convert/quotes: no quote' })
      return quote
    },
    /** `/v1/convert/allowance`: what the swap contract may spend of a token, in base units. */
    async getSwapAllowance(query: { tokenAddress: string; userAddress: string }): Promise<string> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/convert/allowance',
        query,
        schema: convertAllowanceResponseSchema,
      })
      return body.allowance
    },
    /** `/v1/convert/gas-price`: wei per gas on one chain (CAIP-2 id). */
    getSwapGasPrice(chainId: string): Promise<ConvertGasPriceResponse> {
      return fetchJson({
        ...parameters,
        path: '/v1/convert/gas-price',
        query: { chainId },
        schema: convertGasPriceResponseSchema,
      })
    },
    /** `/v1/convert/build-approve`: the transaction letting the swap contract spend `from`. */
    async buildSwapApprove(query: {
      userAddress: string
      from: string
      to: string
      amount?: string
    }): Promise<ConvertBuildApproveResponse['tx']> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/convert/build-approve',
        query,
        schema: convertBuildApproveResponseSchema,
      })
      return body.tx
    },
    /** `POST /v1/convert/build-transaction`: the swap transaction to send. */
    async buildSwapTransaction(
      request: Omit<ConvertBuildTransactionRequest, 'projectId'>,
    ): Promise<ConvertBuildTransactionResponse['tx']> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/convert/build-transaction',
        method: 'POST',
        body: { ...request, projectId: parameters.projectId },
        schema: convertBuildTransactionResponseSchema,
      })
      return body.tx
    },
    /** `/v1/profile/suggestions/{name}`: names like `name` in `zone`, and whether each is taken. */
    async getNameSuggestions(
      name: string,
      zone: string,
      signal?: AbortSignal,
    ): Promise<Array<{ name: string; registered: boolean }>> {
      const body = await fetchJson({
        ...parameters,
        path: `/v1/profile/suggestions/${encodeURIComponent(name)}`,
        query: { zone },
        schema: nameSuggestionsResponseSchema,
        signal,
      })
      return body.suggestions
    },
    /** POST `/v1/profile/account`: registers the name of a signed message; answers the name. */
    registerName(request: RegisterNameRequest, signal?: AbortSignal): Promise<Profile> {
      return fetchJson({
        ...parameters,
        path: '/v1/profile/account',
        method: 'POST',
        body: request,
        schema: profileSchema,
        signal,
      })
    },
    /** `POST /v1/fungible/price`: prices in `currency` of tokens (CAIP-10 addresses); unknown ones are left out. */
    async getTokenPrices(
      request: { currency: string; addresses: string[] },
      signal?: AbortSignal,
    ): Promise<FungiblePriceResponse['fungibles']> {
      const body = await fetchJson({
        ...parameters,
        path: '/v1/fungible/price',
        method: 'POST',
        body: { ...request, projectId: parameters.projectId },
        schema: fungiblePriceResponseSchema,
        signal,
      })
      return body.fungibles
    },
    /** `/v1/sessions/{account}`: the sessions granted to an account (CAIP-10 or address), revoked ones too. */
    async getSessions(account: string, signal?: AbortSignal): Promise<Session[]> {
      const body = await fetchJson({
        ...parameters,
        path: `/v1/sessions/${encodeURIComponent(account)}`,
        schema: sessionsResponseSchema,
        signal,
      })
      return body.pcis
    },
    /** `POST /v1/sessions/{account}/revoke`: ends a session; `signature` is the account's personal_sign of the pci. */
    revokeSession(account: string, request: { pci: string; signature: string }): Promise<Session> {
      return fetchJson({
        ...parameters,
        path: `/v1/sessions/${encodeURIComponent(account)}/revoke`,
        method: 'POST',
        body: { ...request, projectId: parameters.projectId },
        schema: sessionSchema,
      })
    },
    /** `/v1/onramp/options`: the fiat currencies it takes and what it sells on which network. */
    getOnrampOptions(signal?: AbortSignal): Promise<OnrampOptionsResponse> {
      const path = '/v1/onramp/options'
      return fetchJson({ ...parameters, path, schema: onrampOptionsResponseSchema, signal })
    },
    /** `POST /v1/onramp/quote`: what a fiat amount buys, its fees and total. */
    getOnrampQuote(body: OnrampQuoteRequest, signal?: AbortSignal): Promise<OnrampQuoteResponse> {
      return fetchJson({
        ...parameters,
        path: '/v1/onramp/quote',
        method: 'POST',
        body: { ...body, projectId: parameters.projectId },
        schema: onrampQuoteResponseSchema,
        signal,
      })
    },
    /** `POST /v1/generators/onrampurl`: the checkout URL of a purchase. */
    async getOnrampUrl(body: OnrampUrlRequest, signal?: AbortSignal): Promise<string> {
      const { url } = await fetchJson({
        ...parameters,
        path: '/v1/generators/onrampurl',
        method: 'POST',
        body: { ...body, projectId: parameters.projectId },
        schema: onrampUrlResponseSchema,
        signal,
      })
      return url
    },
  }
}

/** The Blockchain API client type. */
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
