import type { Page } from '@playwright/test'
import { startWalletTestbed } from '../../apps/devnet/src/wallet/startWalletTestbed'
import { expect, test } from '../fixtures'

type Testbed = Awaited<ReturnType<typeof startWalletTestbed>>
let bed: Testbed

test.beforeAll(async () => {
  bed = await startWalletTestbed()
})
test.afterAll(async () => {
  await bed?.close()
})

/** Calls the wallet found through EIP-6963 and resolves to `{ result }` or `{ error: { code, message } }`. */
function call(page: Page, method: string, params?: unknown) {
  return page.evaluate(
    async ({ method, params }) => {
      const provider = (
        window as unknown as {
          __devnetWallet: { provider: { request(a: unknown): Promise<unknown> } }
        }
      ).__devnetWallet.provider
      try {
        return { result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code: number; message: string }
        return { error: { code, message } }
      }
    },
    { method, params },
  )
}

const walletDialog = (page: Page) => page.getByRole('dialog', { name: 'Devnet Wallet' })

async function connect(page: Page) {
  const pending = call(page, 'eth_requestAccounts')
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click()
  return pending
}

test('announces itself through EIP-6963 and sets window.ethereum', async ({ page }) => {
  await page.goto(bed.pageUrl)
  const announced = await page.evaluate(() => {
    const infos: Array<{ uuid: string; name: string; icon: string; rdns: string }> = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      infos.push((event as CustomEvent).detail.info)
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    const ethereum = (window as unknown as { ethereum?: { isDevnetWallet?: boolean } }).ethereum
    return { infos, isDevnet: ethereum?.isDevnetWallet === true }
  })
  expect(announced.infos).toHaveLength(1)
  expect(announced.infos[0]).toMatchObject({ name: 'Devnet Wallet', rdns: 'dev.w3m.devnet-wallet' })
  expect(announced.infos[0]?.icon).toMatch(/^data:image\/svg\+xml,/)
  expect(announced.infos[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/)
  expect(announced.isDevnet).toBe(true)
})

test('connects after approval in its dialog and stays connected across a reload', async ({
  page,
}) => {
  await page.goto(bed.pageUrl)
  // A page overlay as high as z-index goes (as a modal's is) must not cover the wallet's dialog.
  await page.evaluate(() => {
    const overlay = document.createElement('div')
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgb(0 0 0 / 0.2)'
    document.body.append(overlay)
  })
  expect(await call(page, 'eth_accounts')).toEqual({ result: [] })
  const pending = call(page, 'eth_requestAccounts')
  const dialog = walletDialog(page)
  await expect(dialog).toContainText('Connection request')
  await expect(dialog).toContainText(bed.accounts[0] as string)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  expect(await pending).toEqual({ result: [bed.accounts[0]] })
  await expect(dialog).toBeHidden()
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x2105' })
  await page.reload()
  expect(await call(page, 'eth_accounts')).toEqual({ result: [bed.accounts[0]] })
})

test('signs a message and typed data that verify against the account', async ({ page }) => {
  await page.goto(bed.pageUrl)
  await connect(page)
  const address = bed.accounts[0] as `0x${string}`
  const pending = call(page, 'personal_sign', ['0x68656c6c6f206465766e6574', address])
  await expect(walletDialog(page)).toContainText('hello devnet')
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click()
  const { result: signature } = (await pending) as { result: `0x${string}` }
  expect(await bed.verifyMessage({ address, message: 'hello devnet', signature })).toBe(true)
  expect(
    await bed.verifyMessage({
      address: bed.accounts[1] as `0x${string}`,
      message: 'hello devnet',
      signature,
    }),
  ).toBe(false)

  await page.evaluate(() =>
    (window as unknown as { __devnetWallet: { setMode(m: string): void } }).__devnetWallet.setMode(
      'approve',
    ),
  )
  const typed = {
    domain: { name: 'Devnet', version: '1', chainId: 8453 },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting' as const,
    message: { text: 'gm' },
  }
  const typedResult = (await call(page, 'eth_signTypedData_v4', [
    address,
    JSON.stringify(typed),
  ])) as {
    result: `0x${string}`
  }
  expect(await bed.verifyTypedData({ address, signature: typedResult.result, ...typed })).toBe(true)
})

test('sends a transaction signed locally: the balance changes on chain', async ({ page }) => {
  await page.goto(bed.pageUrl)
  await connect(page)
  const [from, , , to] = bed.accounts as `0x${string}`[]
  const before = await bed.getBalance(8453, to as `0x${string}`)
  const pending = call(page, 'eth_sendTransaction', [{ from, to, value: '0xde0b6b3a7640000' }])
  await expect(walletDialog(page)).toContainText('1 ETH')
  await walletDialog(page).getByRole('button', { name: 'Approve' }).click()
  const { result: hash } = (await pending) as { result: `0x${string}` }
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  // The node mines it on its own schedule: wait for the receipt (a state, not a time).
  await expect
    .poll(() =>
      bed.getTransaction(8453, hash).then(
        (receipt) => receipt.status,
        () => 'pending',
      ),
    )
    .toBe('success')
  expect((await bed.getBalance(8453, to as `0x${string}`)) - before).toBe(10n ** 18n)
  // Reads go to the chain: the node counts the sender's transaction.
  expect(await call(page, 'eth_getTransactionCount', [from, 'latest'])).not.toEqual({
    result: '0x0',
  })
})

test('rejects with 4001, from the dialog and in reject mode, and refuses unconnected signing', async ({
  page,
}) => {
  await page.goto(bed.pageUrl)
  const address = bed.accounts[0]
  expect((await call(page, 'personal_sign', ['0x01', address])).error?.code).toBe(4100)
  await connect(page)
  const pending = call(page, 'personal_sign', ['0x6869', address])
  await walletDialog(page).getByRole('button', { name: 'Reject' }).click()
  expect(await pending).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  const escaped = call(page, 'personal_sign', ['0x6869', address])
  await expect(walletDialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  expect((await escaped).error?.code).toBe(4001)
  await page.evaluate(() =>
    (window as unknown as { __devnetWallet: { setMode(m: string): void } }).__devnetWallet.setMode(
      'reject',
    ),
  )
  expect((await call(page, 'personal_sign', ['0x6869', address])).error?.code).toBe(4001)
  await expect(walletDialog(page)).toHaveCount(0)
})

test('switches chains, answers 4902 for an unknown one and adds a loopback chain', async ({
  page,
}) => {
  await page.goto(`${bed.pageUrl}?mode=approve`)
  await call(page, 'eth_requestAccounts')
  await page.evaluate(() => {
    const w = window as unknown as {
      __changes: unknown[]
      __devnetWallet: { provider: { on(e: string, f: (v: unknown) => void): void } }
    }
    w.__changes = []
    w.__devnetWallet.provider.on('chainChanged', (id) => w.__changes.push(id))
  })
  expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])).toEqual({
    result: null,
  })
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0xa4b1' })
  expect(
    await page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes),
  ).toEqual(['0xa4b1'])
  // A transaction now lands on 42161, not on 8453.
  const [from, , to] = bed.accounts as `0x${string}`[]
  const before = {
    base: await bed.getBalance(8453, to as `0x${string}`),
    arb: await bed.getBalance(42161, to as `0x${string}`),
  }
  const sent = await call(page, 'eth_sendTransaction', [{ from, to, value: '0x3e8' }])
  expect(sent.error).toBeUndefined()
  // The hash comes back at broadcast; the balance follows once the block is in.
  await expect
    .poll(async () => (await bed.getBalance(42161, to as `0x${string}`)) - before.arb)
    .toBe(1000n)
  expect(await bed.getBalance(8453, to as `0x${string}`)).toBe(before.base)

  const unknown = await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])
  expect(unknown.error?.code).toBe(4902)
  const foreign = await call(page, 'wallet_addEthereumChain', [
    { chainId: '0x89', chainName: 'Polygon', rpcUrls: ['https://polygon.example'] },
  ])
  expect(foreign.error?.code).toBe(-32602)
  const added = await call(page, 'wallet_addEthereumChain', [
    { chainId: '0x7a69', chainName: 'Local', rpcUrls: [bed.rpcUrls[8453]] },
  ])
  expect(added).toEqual({ result: null })
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x7a69' })
  const capabilities = (await call(page, 'wallet_getCapabilities', [from])) as {
    result: Record<string, unknown>
  }
  expect(Object.keys(capabilities.result).sort()).toEqual(['0x2105', '0x7a69', '0xa4b1'])
})

test('starts on an unconfigured chain when asked, still answers it, and switches away', async ({
  page,
}) => {
  await page.goto(`${bed.pageUrl}?chain=1&mode=approve`)
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x1' })
  expect((await call(page, 'eth_blockNumber')).error?.code).toBe(4901)
  expect(await call(page, 'eth_requestAccounts')).toEqual({ result: [bed.accounts[0]] })
  expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toEqual({
    result: null,
  })
  expect((await call(page, 'eth_blockNumber')).result).toMatch(/^0x[0-9a-f]+$/)
  // The chosen chain is remembered over the script's start chain after a reload.
  await page.reload()
  expect(await call(page, 'eth_chainId')).toEqual({ result: '0x2105' })
})

test('changes account on request and tells the page', async ({ page }) => {
  await page.goto(`${bed.pageUrl}?mode=approve`)
  await call(page, 'eth_requestAccounts')
  const seen = await page.evaluate(() => {
    const w = window as unknown as {
      __devnetWallet: {
        provider: { on(e: string, f: (v: unknown) => void): void }
        setAccount(i: number): void
      }
    }
    const events: unknown[] = []
    w.__devnetWallet.provider.on('accountsChanged', (accounts) => events.push(accounts))
    w.__devnetWallet.setAccount(2)
    return events
  })
  expect(seen).toEqual([[bed.accounts[2]]])
  expect(await call(page, 'eth_accounts')).toEqual({ result: [bed.accounts[2]] })
  // wagmi reads the granted accounts from the permission's caveat.
  const granted = (await call(page, 'wallet_getPermissions')) as {
    result: Array<{ caveats: Array<{ value: string[] }> }>
  }
  expect(granted.result[0]?.caveats[0]?.value).toEqual([bed.accounts[2]])
  expect(await call(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({
    result: null,
  })
  expect(await call(page, 'eth_accounts')).toEqual({ result: [] })
})
