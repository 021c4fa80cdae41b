import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { evmCoinType, resolveReceiver } from './resolveReceiver'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAROL = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const calls: string[] = []

beforeEach(() => {
  calls.length = 0
  apiFetch = vi.fn(async (url: string) => {
    calls.push(String(url))
    const path = new URL(url).pathname
    if (path === `/v1/identity/${BOB}`)
      return Response.json({ name: 'bob.reown.id', avatar: 'http://127.0.0.1/bob.svg' })
    if (path === '/v1/profile/account/carol.reown.id')
      return Response.json({
        name: 'carol.reown.id',
        registered_at: '2026-01-01',
        updated_at: '2026-01-01',
        addresses: { '60': { address: BOB }, [evmCoinType(8453)]: { address: CAROL } },
        attributes: [{ avatar: 'http://127.0.0.1/carol.svg' }],
      })
    return Response.json({ code: 'NOT_FOUND', message: 'no' }, { status: 404 })
  }) as unknown as typeof fetch
})

describe('resolveReceiver', () => {
  it('takes an address and shows its identity', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await resolveReceiver(core, { input: BOB.toLowerCase() })
    const { send } = core.stores
    expect(send.receiverAddress).toBe(BOB)
    expect(send.receiverProfileName).toBe('bob.reown.id')
    expect(send.receiverProfileImage).toBe('http://127.0.0.1/bob.svg')
    expect(send.receiverInput).toBe(BOB.toLowerCase())
  })

  it("resolves a name to the address for the wallet's chain, with its avatar", async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await resolveReceiver(core, { input: 'carol.reown.id' })
    const { send } = core.stores
    expect(send.receiverAddress).toBe(CAROL)
    expect(send.receiverProfileName).toBe('carol.reown.id')
    expect(send.receiverProfileImage).toBe('http://127.0.0.1/carol.svg')
    expect(calls[0]).toContain('apiVersion=2')
  })

  it('marks an unknown name and anything else as unknown, with no address', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await resolveReceiver(core, { input: 'nobody.reown.id' })
    expect(core.stores.send.receiverStatus).toBe('unknown')
    expect(core.stores.send.receiverAddress).toBeUndefined()
    await resolveReceiver(core, { input: 'hello' })
    expect(core.stores.send.receiverStatus).toBe('unknown')
  })

  it('caches names for 5 minutes', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    await resolveReceiver(core, { input: 'carol.reown.id' })
    await resolveReceiver(core, { input: 'carol.reown.id' })
    expect(calls).toHaveLength(1)
  })
})
