import { Hono } from 'hono'
import { loopbackOnly } from '../admin/loopbackOnly'
import { parseBody } from '../api/respond'
import { type RelayFaults, relayFaultRequestSchema } from './createRelayFaults'

/**
 * POST /devnet/relay-faults arms a relay fault (`drop` cuts every socket at once); GET lists the
 * armed ones; DELETE clears them. Loopback callers only, like the HTTP fault switch.
 */
export function relayFaultRoutes(faults: RelayFaults): Hono {
  return new Hono()
    .use('/devnet/relay-faults', loopbackOnly)
    .post('/devnet/relay-faults', async (c) =>
      c.json(faults.add(await parseBody(c, relayFaultRequestSchema)), 201),
    )
    .get('/devnet/relay-faults', (c) => c.json({ faults: faults.list() }))
    .delete('/devnet/relay-faults', (c) => {
      faults.clear()
      return c.json({ faults: faults.list() })
    })
}
