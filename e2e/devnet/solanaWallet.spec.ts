import type { Page } from '@playwright/test'
import type { TestbedDapp } from '../../apps/devnet/src/wallet/solanaTestbed/dapp'
import { startSolanaWalletTestbed } from '../../apps/devnet/src/wallet/startSolanaWalletTestbed'
import { expect, test } from '../fixtures'

type Testbed = Awaited<ReturnType<typeof startSolanaWalletTestbed>>
let bed: Testbed

test.beforeAll(async () => {
  bed = await startSolanaWalletTestbed()
})
test.afterAll(async () => {
  await bed?.close()
})

const DUAL = 'Devnet Wallet'
const SOLANA_ONLY = 'Devnet Solana Wallet'

/** Calls the testbed dapp in the page. */
function dapp<K extends keyof TestbedDapp>(
  page: Page,
  method: K,
  ...args: Parameters<TestbedDapp[K]>
): Promise<Awaited<ReturnType<TestbedDapp[K]>>> {
  return page.evaluate(
    ({ method, args }) =>
      // biome-ignore lint/suspicious/noExplicitAny: the dapp's methods are typed on the test side.
      (window as unknown as { dapp: Record<string, (...a: any[]) => any> }).dapp[method]?.(...args),
    { method, args },
  )
}

async function openTestbed(page: Page) {
  await page.goto(bed.pageUrl)
  await page.waitForFunction(() => 'dapp' in window)
}

const walletDialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function connect(page: Page, name: string) {
  const pending = dapp(page, 'connect', name)
  const dialog = walletDialog(page, name)
  await expect(dialog).toContainText('Connection request')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  return pending
}

const SOL = 1_000_000_000

test('both wallets are discovered through the Wallet Standard', async ({ page }) => {
  await openTestbed(page)
  const wallets = await dapp(page, 'wallets')
  expect(wallets.map((wallet) => wallet.name).sort()).toEqual([DUAL, SOLANA_ONLY].sort())
  const dual = wallets.find((wallet) => wallet.name === DUAL)
  expect(dual).toMatchObject({ rdns: 'dev.w3m.devnet-wallet' })
  expect(dual?.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(dual?.chains).toEqual(expect.arrayContaining(['solana:mainnet', 'solana:devnet']))
  expect(dual?.features).toEqual(
    expect.arrayContaining([
      'standard:connect',
      'standard:disconnect',
      'standard:events',
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ]),
  )
  // The dual wallet also speaks EIP-6963 under the same name; the Solana-only one does not.
  const announced = await page.evaluate(() => {
    const names: string[] = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      names.push((event as CustomEvent).detail.info.name)
    })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return names
  })
  expect(announced).toEqual([DUAL])
})

test('the dual wallet connects, signs a message and survives a reload', async ({ page }) => {
  await openTestbed(page)
  const alice = bed.addresses[0]!
  expect(await dapp(page, 'connect', DUAL, true)).toEqual({ result: [] })
  expect(await connect(page, DUAL)).toEqual({ result: [alice] })

  const pending = dapp(page, 'signMessage', DUAL, 'Sign in to the w3m devnet')
  const dialog = walletDialog(page, DUAL)
  await expect(dialog).toContainText('Signature request')
  await expect(dialog).toContainText('Sign in to the w3m devnet')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const signed = await pending
  if (!('result' in signed)) throw new Error(signed.error.message)
  expect(bed.verifyMessage('Sign in to the w3m devnet', signed.result.signature, alice)).toBe(true)
  expect(bed.verifyMessage('Something else', signed.result.signature, alice)).toBe(false)

  await page.reload()
  await page.waitForFunction(() => 'dapp' in window)
  // A silent connect restores the approval without a dialog.
  expect(await dapp(page, 'connect', DUAL, true)).toEqual({ result: [alice] })
  expect(await dapp(page, 'disconnect', DUAL)).toEqual({})
  expect(await dapp(page, 'connect', DUAL, true)).toEqual({ result: [] })
})

test('the dual wallet signs and sends a transfer that lands on the cluster', async ({ page }) => {
  await openTestbed(page)
  await connect(page, DUAL)
  const alice = bed.addresses[0]!
  const receiver = bed.newAddress()
  const pending = dapp(
    page,
    'signAndSend',
    DUAL,
    await bed.unsignedTransfer(alice, receiver, 0.75 * SOL),
    { preflightCommitment: 'confirmed' },
  )
  const dialog = walletDialog(page, DUAL)
  await expect(dialog).toContainText('Transaction request')
  await expect(dialog).toContainText(`Send 0.75 SOL to ${receiver}`)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const sent = await pending
  if (!('result' in sent)) throw new Error(sent.error.message)
  const status = await bed.getSignatureStatus(bed.base58(sent.result))
  expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  expect(await bed.getBalance(receiver)).toBe(0.75 * SOL)
})

test('a rejection in the dialog, or in reject mode, is a 4001 and sends nothing', async ({
  page,
}) => {
  await openTestbed(page)
  await connect(page, DUAL)
  const alice = bed.addresses[0]!
  const receiver = bed.newAddress()
  const transfer = await bed.unsignedTransfer(alice, receiver, SOL)
  const pending = dapp(page, 'signAndSend', DUAL, transfer)
  await walletDialog(page, DUAL).getByRole('button', { name: 'Reject' }).click()
  expect(await pending).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })

  await page.evaluate(() =>
    (window as unknown as { __devnetWallet: { setMode(m: string): void } }).__devnetWallet.setMode(
      'reject',
    ),
  )
  expect(await dapp(page, 'signMessage', DUAL, 'no')).toEqual({
    error: { code: 4001, message: 'User rejected the request.' },
  })
  await expect(walletDialog(page, DUAL)).toHaveCount(0)
  expect(await bed.getBalance(receiver)).toBe(0)
})

test('the Solana-only wallet connects and signs a transaction for its own keypair', async ({
  page,
}) => {
  await page.goto(`${bed.pageUrl}?account=1`)
  await page.waitForFunction(() => 'dapp' in window)
  const bob = bed.addresses[1]!
  expect(await connect(page, SOLANA_ONLY)).toEqual({ result: [bob] })
  const transfer = await bed.unsignedTransfer(bob, bed.newAddress(), 1000)
  const pending = dapp(page, 'signTransaction', SOLANA_ONLY, transfer)
  await walletDialog(page, SOLANA_ONLY).getByRole('button', { name: 'Approve' }).click()
  const signed = await pending
  if (!('result' in signed)) throw new Error(signed.error.message)
  expect(bed.checkSigned(signed.result)).toEqual({ valid: true, feePayer: bob })
})
