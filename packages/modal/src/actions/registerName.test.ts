import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClientOf } from '../clients/createQueryClient'
import { createTestCore, FIXTURE_ADDRESS } from '../testing/createTestCore'
import { connectFakeWallet } from '../testing/fakeWallet'
import { registerName } from './registerName'
import {
  fetchNameSuggestions,
  fullName,
  INVALID_NAME_MESSAGE,
  registerNameStoreOf,
  setNameInput,
} from './registerNameForm'
import { evmCoinType } from './resolveReceiver'

/** The fake API the cores of this file call, in place of the global fetch. */
let apiFetch: typeof fetch

// Anvil's dev account 0 (FIXTURE_ADDRESS): the fake wallet signs for real, so the test can verify.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const signer = privateKeyToAccount(DEV_KEY)

/** A connected core whose wallet personal_signs with the dev key, or rejects (4001), or fails. */
async function connectedCore(behaviour: 'sign' | 'reject' | 'fail' = 'sign') {
  const { core } = await connectFakeWallet({
    fetch: apiFetch,
    reject: behaviour === 'reject',
    failSign: behaviour === 'fail',
    signMessage: (message) => signer.signMessage({ message }),
  })
  return core
}

let posted: Array<Record<string, unknown>> = []
let answer: () => Response

beforeEach(() => {
  posted = []
  answer = () => Response.json({ error: 'unset' }, { status: 500 })
  apiFetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url)
    if (pathname.startsWith('/v1/profile/suggestions/')) {
      const label = decodeURIComponent(pathname.split('/').pop() ?? '')
      if (searchParams.get('zone') !== 'reown.id') return Response.json({}, { status: 400 })
      if (label === 'broken') return Response.json({ suggestions: [{ name: 1 }] })
      return Response.json({
        suggestions: [
          { name: `${label}.reown.id`, registered: true },
          { name: `${label}1.reown.id`, registered: false },
        ],
      })
    }
    if (pathname === '/v1/profile/account' && init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)) as Record<string, unknown>)
      return answer()
    }
    return Response.json({ code: 'NOT_FOUND', message: 'no' }, { status: 404 })
  }) as unknown as typeof fetch
})

const registeredProfile = (name: string) =>
  Response.json({
    name,
    registered_at: '2026-11-23T00:00:00.000Z',
    updated_at: '2026-11-23T00:00:00.000Z',
    addresses: { [evmCoinType(8453)]: { address: FIXTURE_ADDRESS } },
    attributes: [],
  })

describe('setNameInput', () => {
  it('creates the form on its first use, as a Core field of its modal only', () => {
    const core = createTestCore({ fetch: apiFetch })
    const other = createTestCore({ fetch: apiFetch })
    expect(core.registerName).toBeUndefined()
    setNameInput(core, { input: 'alice' })
    expect(core.registerName).toBe(registerNameStoreOf(core))
    expect(registerNameStoreOf(core).input).toBe('alice')
    expect(other.registerName).toBeUndefined()
    expect(registerNameStoreOf(other).input).toBe('')
  })

  it('accepts 3 to 63 of a-z, 0-9 and inner hyphens, with or without the zone', () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    const form = registerNameStoreOf(core)
    for (const good of ['abc', 'alice-01', 'Alice.reown.id', `a${'b'.repeat(61)}c`]) {
      setNameInput(core, { input: good })
      expect(form.inputError, good).toBeUndefined()
    }
    for (const bad of ['ab', '-alice', 'alice-', 'al_ice', 'al.ice', `a${'b'.repeat(62)}c`]) {
      setNameInput(core, { input: bad })
      expect(form.inputError, bad).toBe(INVALID_NAME_MESSAGE)
    }
    setNameInput(core, { input: '' })
    expect(form.inputError).toBeUndefined()
    expect(fullName(' Alice ')).toBe('alice.reown.id')
  })
})

describe('fetchNameSuggestions', () => {
  it('lists the suggestions of the zone and which are taken', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    setNameInput(core, { input: 'Alice' })
    await fetchNameSuggestions(core)
    const form = registerNameStoreOf(core)
    expect(form.suggestionsStatus).toBe('ready')
    expect(form.suggestions).toEqual([
      { name: 'alice.reown.id', registered: true },
      { name: 'alice1.reown.id', registered: false },
    ])
  })

  it('shows nothing of a malformed answer, and drops an answer for an older input', async () => {
    const core = createTestCore({ fetch: apiFetch, connected: true })
    const form = registerNameStoreOf(core)
    setNameInput(core, { input: 'broken' })
    await fetchNameSuggestions(core)
    expect(form.suggestionsStatus).toBe('error')
    expect(form.suggestions).toEqual([])
    setNameInput(core, { input: 'alice' })
    const pending = fetchNameSuggestions(core)
    setNameInput(core, { input: 'alicia' })
    await pending
    expect(form.suggestionsStatus).toBe('idle')
    expect(form.suggestions).toEqual([])
  })
})

describe('registerName', () => {
  it('signs the message JSON with the wallet, posts it, and shows the name on the account', async () => {
    const core = await connectedCore()
    const query = queryClientOf(core)
    const identityKey = ['identity', FIXTURE_ADDRESS.toLowerCase()]
    query.setQueryData(identityKey, { name: null, avatar: null })
    answer = () => registeredProfile('alice.reown.id')
    setNameInput(core, { input: 'Alice' })
    const before = Date.now()
    expect(await registerName(core)).toEqual({ status: 'success', name: 'alice.reown.id' })

    const [body] = posted
    expect(body).toMatchObject({ coin_type: Number(evmCoinType(8453)), address: FIXTURE_ADDRESS })
    const message = JSON.parse(String(body?.message)) as Record<string, unknown>
    expect(Object.keys(message)).toEqual(['name', 'attributes', 'timestamp'])
    expect(message).toMatchObject({ name: 'alice.reown.id', attributes: {} })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(
      await verifyMessage({
        address: FIXTURE_ADDRESS,
        message: String(body?.message),
        signature: body?.signature as `0x${string}`,
      }),
    ).toBe(true)

    expect(core.stores.account.profileName).toBe('alice.reown.id')
    expect(registerNameStoreOf(core)).toMatchObject({
      status: 'success',
      registered: 'alice.reown.id',
    })
    expect(query.getQueryState(identityKey)?.isInvalidated).toBe(true)
  })

  it('keeps the input and says nothing when the wallet rejects', async () => {
    const core = await connectedCore('reject')
    setNameInput(core, { input: 'alice' })
    expect(await registerName(core)).toEqual({ status: 'rejected' })
    expect(registerNameStoreOf(core)).toMatchObject({
      input: 'alice',
      status: 'idle',
      error: undefined,
    })
    expect(posted).toHaveLength(0)
    expect(core.stores.account.profileName).toBeUndefined()
  })

  it("says 'Error signing message' when the wallet fails", async () => {
    const core = await connectedCore('fail')
    setNameInput(core, { input: 'alice' })
    expect(await registerName(core)).toMatchObject({ status: 'failed' })
    expect(registerNameStoreOf(core).error).toBe('Error signing message')
  })

  it("shows the service's reason when it refuses, and keeps the account as it was", async () => {
    const core = await connectedCore()
    answer = () =>
      Response.json(
        { code: 'CONFLICT', message: 'Name alice.reown.id is already registered' },
        { status: 409 },
      )
    setNameInput(core, { input: 'alice' })
    expect(await registerName(core)).toMatchObject({ status: 'failed' })
    expect(registerNameStoreOf(core)).toMatchObject({
      input: 'alice',
      status: 'idle',
      error: 'Name alice.reown.id is already registered',
    })
    expect(core.stores.account.profileName).toBeUndefined()
  })

  it("says its own words, not the server's, on a server error or a rate limit", async () => {
    const core = await connectedCore()
    for (const status of [500, 503, 429]) {
      answer = () =>
        Response.json({ code: 'SERVER_ERROR', message: `Injected ${status}` }, { status })
      setNameInput(core, { input: 'alice' })
      expect(await registerName(core)).toMatchObject({ status: 'failed' })
      expect(registerNameStoreOf(core).error).toBe('The name could not be registered')
    }
  })

  it('rejects a malformed answer instead of showing half of it', async () => {
    const core = await connectedCore()
    answer = () => Response.json({ name: 'alice.reown.id' })
    setNameInput(core, { input: 'alice' })
    expect(await registerName(core)).toMatchObject({ status: 'failed' })
    expect(registerNameStoreOf(core).error).toBe('The name could not be registered')
    expect(core.stores.account.profileName).toBeUndefined()
  })

  it('refuses an invalid name without asking the wallet', async () => {
    const core = await connectedCore()
    setNameInput(core, { input: 'a_b' })
    expect(await registerName(core)).toEqual({ status: 'invalid', message: INVALID_NAME_MESSAGE })
    expect(posted).toHaveLength(0)
  })
})
