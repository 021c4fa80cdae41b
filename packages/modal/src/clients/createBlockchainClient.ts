import {
  type OnrampOptionsResponse,
  type OnrampQuoteRequest,
  type OnrampQuoteResponse,
  type OnrampUrlRequest,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
} from '@w3m/api-schemas'
import * as z from 'zod/mini'
import {
  type Balance,
  balanceResponseSchema,
  historyResponseSchema,
  type Profile,
  profileSchema,
  type Transaction,
} from './blockchainSchemas'
import { fetchJson } from './fetchJson'

// Local until @w3m/api-schemas publishes the Blockchain API schemas.
const identitySchema = z.object({ name: z.nullish(z.string()), avatar: z.nullish(z.string()) })

/** The identity of an address: ENS-style name and avatar. */
export type Identity = z.infer<typeof identitySchema>

/** A client of the Blockchain API; every response validated. */
export function createBlockchainClient(parameters: { baseUrl: string; projectId: string }) {
  return {
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
