import type {} from '../../packages/frame-bridge/bench/fixtures/frame'
import type {} from '../../packages/frame-bridge/bench/fixtures/page'
import { servePair } from '../../packages/frame-bridge/bench/servePair'
import { expect, test } from '../fixtures'

// The page at http://127.0.0.1:<a>, the secure frame at http://localhost:<b>: two real origins.
let pair: Awaited<ReturnType<typeof servePair>>
test.beforeAll(async () => {
  pair = await servePair()
})
test.afterAll(async () => {
  await pair?.close()
})

test('a request makes the round trip page → frame → page across origins', async ({ page }) => {
  await page.goto(pair.pageUrl)
  const result = await page.evaluate(async () => {
    const { client } = window.bridge
    const user = await client.getUser({})
    const block = await client.rpcRequest({ method: 'eth_blockNumber', params: [] })
    const echoed = await client.rpcRequest({ method: 'eth_getBalance', params: ['0xaa', 'latest'] })
    const frame = client.frame!
    return {
      user,
      block,
      echoed,
      state: client.state,
      src: frame.src,
      id: frame.id,
      display: frame.style.display,
    }
  })
  expect(result.user).toEqual({
    email: 'real@user.test',
    address: '0x00000000000000000000000000000000000000aa',
    chainId: 8453,
  })
  expect(result.block).toBe('0x10')
  expect(result.echoed).toEqual({ method: 'eth_getBalance', params: ['0xaa', 'latest'] })
  expect(result.state).toBe('initialized')
  expect(new URL(result.src).origin).toBe(pair.secureOrigin)
  expect(new URL(pair.pageUrl).origin).not.toBe(pair.secureOrigin)
  expect(result).toMatchObject({ id: 'w3m-iframe', display: 'none' })
  // The frame really runs at the other origin.
  const frame = page.frame({ name: 'w3m-secure-iframe' })!
  expect(await frame.evaluate(() => location.origin)).toBe(pair.secureOrigin)
})

test('each RPC request reaches the frame with its own chain RPC URL, after a switch and for Solana', async ({
  page,
}) => {
  await page.goto(pair.pageUrl)
  const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  await page.evaluate(async (solanaId) => {
    const { client } = window.bridge
    await client.rpcRequest({ method: 'eth_getBalance', params: ['0xaa', 'latest'] })
    // What a switch leaves behind: the frame's last used chain is Arbitrum now.
    client.storage.set('LAST_USED_CHAIN', '42161')
    await client.rpcRequest({ method: 'eth_getBalance', params: ['0xaa', 'latest'] })
    await client.rpcRequest({
      method: 'solana_signMessage',
      params: { message: '3Bxs4h' },
      chainId: solanaId,
    })
  }, solana)
  const secure = page.frame({ name: 'w3m-secure-iframe' })!
  const received = (await secure.evaluate(() => window.frameFixture.rpcPayloads)) as Array<{
    chainId?: unknown
    rpcUrl?: unknown
  }>
  expect(received.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))).toEqual([
    { chainId: 8453, rpcUrl: 'http://127.0.0.1:1/rpc' },
    { chainId: '42161', rpcUrl: 'http://127.0.0.1:2/rpc' },
    { chainId: solana, rpcUrl: 'http://127.0.0.1:3/rpc' },
  ])
})

for (const [label, key] of [
  ['another origin', 'otherOrigin'],
  ['the secure origin but another window', 'secureOriginOtherWindow'],
] as const) {
  test(`a forged GET_USER_SUCCESS with a live id from ${label} is ignored`, async ({ page }) => {
    await page.goto(pair.pageUrl)
    await page.evaluate(() => window.bridge.client.start())
    const secure = page.frame({ name: 'w3m-secure-iframe' })!
    await secure.evaluate(() => {
      window.frameFixture.holdGetUser = true
    })
    await page.evaluate(() => {
      const w = window as unknown as { outcome: unknown }
      w.outcome = 'pending'
      window.bridge.client.getUser({}).then(
        (user) => (w.outcome = user),
        (error: Error) => (w.outcome = `rejected: ${error.message}`),
      )
    })
    await expect.poll(() => secure.evaluate(() => window.frameFixture.lastIds.length)).toBe(1)
    const liveId = await secure.evaluate(() => window.frameFixture.lastIds[0]!)

    await page.evaluate(({ url }) => window.bridge.addFrame(url, 'forger'), {
      url: pair.forgerUrls[key],
    })
    const forger = page.frame({ name: 'forger' })!
    const forged = {
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: liveId,
      payload: { email: 'evil@x.test', address: '0xbad', chainId: 1 },
    }
    await forger.evaluate(
      (message) => (window as unknown as { forge: (m: unknown) => void }).forge(message),
      forged,
    )

    // The forged reply reached the page, and the request is still waiting for the real frame.
    const forgerOrigin = new URL(pair.forgerUrls[key]).origin
    await expect
      .poll(() =>
        page.evaluate(
          (origin) =>
            window.bridge.seen.filter(
              (m) => m.origin === origin && m.type === '@w3m-frame/GET_USER_SUCCESS',
            ).length,
          forgerOrigin,
        ),
      )
      .toBe(1)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => (window as unknown as { outcome: unknown }).outcome)).toBe(
      'pending',
    )

    await secure.evaluate(() => window.frameFixture.release())
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { outcome: unknown }).outcome))
      .toEqual({
        email: 'real@user.test',
        address: '0x00000000000000000000000000000000000000aa',
        chainId: 8453,
      })
  })
}
