import * as z from 'zod/mini'
import {
  type Balance,
  balanceResponseSchema,
  historyResponseSchema,
  nameSuggestionsResponseSchema,
  type Profile,
  profileSchema,
  type RegisterNameRequest,
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
  }
}

/** The Blockchain API client type. */
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
