import type { Page } from '@playwright/test'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseEther,
} from '../../apps/secure-site/src/testing/chainTools'
import { serveHostPage } from '../../apps/secure-site/src/testing/serveHostPage'
import { startTestSite, TEST_PROJECT_ID } from '../../apps/secure-site/src/testing/startTestSite'
import { expect, ownContextPage, test } from '../fixtures'
import { answerApprovalOnHost, emailLoginOnHost } from './siteSteps'

// One site, chain and login for the file; the steps build on each other.
test.describe.configure({ mode: 'serial' })

let site: Awaited<ReturnType<typeof startTestSite>>
let host: Awaited<ReturnType<typeof serveHostPage>>
let page: Page
let eoa: Address
let smart: Address

const read = (method: string, params: unknown[]) =>
  page.evaluate((request) => window.w3m.client.rpcRequest(request), { method, params })

test.beforeAll(async ({ browser }) => {
  site = await startTestSite({ pollTimeoutMs: 5_000 })
  host = await serveHostPage({ siteUrl: site.url, projectId: TEST_PROJECT_ID })
  page = await ownContextPage(browser)
})
test.afterAll(async () => {
  await page?.context().close()
  await host?.close()
  await site?.stop()
})

test('log in by email', async () => {
  await page.goto(host.url)
  await emailLoginOnHost(page, site, 'methods-e2e@example.com')
  const user = await page.evaluate(() => window.w3m.client.getUser({}))
  const accounts = user.accounts as Array<{ address: Address; type: string }>
  eoa = accounts.find((a) => a.type === 'eoa')!.address
  smart = accounts.find((a) => a.type === 'smartAccount')!.address
})

test('grant permissions in the frame card, then revoke them there; a rejection grants nothing', async () => {
  const expiry = Math.floor(Date.now() / 1000) + 3600
  const grant = {
    chainId: '0x2105',
    expiry,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x64' } }],
  }
  const request = { method: 'wallet_grantPermissions', params: [grant] }
  const card = { title: 'Grant permissions', text: ['native-token-recurring-allowance'] }
  expect(await answerApprovalOnHost(page, request, card, 'Reject')).toEqual({
    error: 'User rejected the request',
  })
  expect(await site.db.query('select context from wallet_permissions')).toEqual([])

  const granted = await answerApprovalOnHost(page, request, card)
  const context = (granted.result as { context: Hex }).context
  expect(granted.result).toMatchObject({ address: eoa, expiry, chainId: '0x2105' })
  expect(context).toMatch(/^0x[0-9a-f]{64}$/)

  const revoke = { method: 'wallet_revokePermissions', params: [{ permissionsContext: context }] }
  expect(
    await answerApprovalOnHost(page, revoke, { title: 'Revoke permissions', text: [context] }),
  ).toEqual({ result: null })
  const rows = await site.db.query<{ revoked_at: unknown }>(
    'select revoked_at from wallet_permissions where context = $1',
    [context],
  )
  expect(rows[0]?.revoked_at).not.toBeNull()
})

test('wallet_getAssets answers the native balance without a card', async () => {
  const assets = (await read('wallet_getAssets', [{ account: eoa }])) as Record<string, unknown[]>
  const balance = await site.chain.client.getBalance({ address: eoa })
  expect(assets['0x2105']).toEqual([
    {
      address: 'native',
      balance: `0x${balance.toString(16)}`,
      type: 'NATIVE',
      metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
})

test('a user operation approved in the frame runs through the EntryPoint; its receipt is read back', async () => {
  const fund = await answerApprovalOnHost(
    page,
    {
      method: 'eth_sendTransaction',
      params: [{ from: eoa, to: smart, value: `0x${parseEther('1').toString(16)}` }],
    },
    { title: 'Send transaction', text: ['1 ETH'] },
  )
  await site.chain.client.waitForTransactionReceipt({ hash: fund.result as Hex })

  const [entryPoint] = (await read('eth_supportedEntryPoints', [])) as Address[]
  const to = '0x0000000000000000000000000000000000043370'
  const callData = encodeFunctionData({
    abi: parseAbi(['function execute(address to, uint256 value, bytes data)']),
    functionName: 'execute',
    args: [to, 4337n, '0x'],
  })
  const sent = await answerApprovalOnHost(
    page,
    { method: 'eth_sendUserOperation', params: [{ sender: smart, callData }, entryPoint] },
    { title: 'Send user operation', text: [smart, to] },
  )
  const hash = sent.result as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  await expect
    .poll(() => read('eth_getUserOperationReceipt', [hash]))
    .toMatchObject({ userOpHash: hash, sender: smart, success: true })
  expect(await site.chain.client.getBalance({ address: to })).toBe(4337n)
  expect(await read('eth_getUserOperationByHash', [hash])).toMatchObject({
    userOperation: { sender: smart, callData },
    entryPoint,
  })
})
