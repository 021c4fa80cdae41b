import type { Hono } from 'hono'
import { switchRoutes } from '../faults/faultRoutes'
import { type RelayFaults, relayFaultRequestSchema } from './createRelayFaults'

/**
 * POST /devnet/relay-faults arms a relay fault (`drop` cuts every socket at once); GET lists the
 * armed ones; DELETE clears them. Loopback callers only, like the HTTP fault switch.
 */
export function relayFaultRoutes(faults: RelayFaults): Hono {
  return switchRoutes('/devnet/relay-faults', relayFaultRequestSchema, faults)
}
