import { z } from 'zod'
import { fetchJson } from './fetchJson'

// Local until @w3m/api-schemas publishes the Blockchain API schemas.
const identitySchema = z.object({ name: z.string().nullish(), avatar: z.string().nullish() })

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
  }
}

/** The Blockchain API client type. */
export type BlockchainClient = ReturnType<typeof createBlockchainClient>
