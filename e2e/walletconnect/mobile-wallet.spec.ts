import type { Page } from '@playwright/test'
import { startWalletConnectBench } from '../../apps/devnet/src/mobile-wallet/bench/startWalletConnectBench'
import { expect, test } from '../fixtures'

// Anvil's account #1 of the dev mnemonic: the account the Devnet Mobile Wallet signs with.
const WALLET_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let bench: Awaited<ReturnType<typeof startWalletConnectBench>>
test.beforeAll(async () => {
  bench = await startWalletConnectBench()
})
test.afterAll(async () => {
  await bench?.close()
})

async function openDapp(page: Page): Promise<string> {
  await page.goto(bench.dappUrl)
  await page.evaluate(() =>
    (window as unknown as { __dapp: { connect(): Promise<void> } }).__dapp.connect(),
  )
  await expect(page.locator('#uri')).toHaveText(/^wc:/)
  return (await page.locator('#uri').textContent()) ?? ''
}

const dappRequest = (page: Page, method: string, params: unknown, chainId?: string) =>
  page.evaluate(
    ([m, p, c]) =>
      (
        window as unknown as {
          __dapp: { request(m: string, p: unknown, c?: string): Promise<unknown> }
        }
      ).__dapp.request(m as string, p, c as string | undefined),
    [method, params, chainId] as const,
  )

test('pairs from the deep link, answers requests with Approve and Reject, disconnects', async ({
  context,
}) => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  const dapp = await context.newPage()
  const uri = await openDapp(dapp)
  const wallet = await context.newPage()
  await wallet.goto(`${bench.walletUrl}?uri=${encodeURIComponent(uri)}`)

  const proposal = wallet.getByTestId('mw-proposal')
  await expect(proposal).toContainText('E2E Dapp wants to connect')
  await expect(wallet.getByTestId('mw-proposal-chains')).toHaveText('Chains: Base, Arbitrum One')
  await expect(wallet.getByTestId('mw-proposal-methods')).toContainText('personal_sign')
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(dapp.locator('#status')).toHaveText(`connected eip155:8453:${WALLET_ACCOUNT}`)
  await expect(wallet.getByTestId('mw-session')).toContainText('Connected to E2E Dapp')

  const signed = dappRequest(dapp, 'personal_sign', ['0x68656c6c6f', WALLET_ACCOUNT])
  await expect(wallet.getByTestId('mw-request')).toContainText('personal_sign')
  await wallet.getByTestId('mw-request-approve').click()
  expect(await signed).toMatch(/^0x[0-9a-f]{130}$/)

  const sent = dappRequest(dapp, 'eth_sendTransaction', [
    { from: WALLET_ACCOUNT, to: OTHER_ACCOUNT, value: '0x2386f26fc10000' },
  ])
  await wallet.getByTestId('mw-request-approve').click()
  const hash = (await sent) as string
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await fetch(bench.rpcUrls[8453], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 1,
      jsonrpc: '2.0',
      method: 'eth_getTransactionReceipt',
      params: [hash],
    }),
  }).then((response) => response.json())
  expect(receipt.result).toMatchObject({ status: '0x1', from: WALLET_ACCOUNT.toLowerCase() })

  const switched = dappRequest(dapp, 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])
  await wallet.getByTestId('mw-request-approve').click()
  expect(await switched).toBeNull()
  await expect(dapp.locator('#events')).toHaveText('[{"name":"chainChanged","data":42161}]')

  const refused = dappRequest(dapp, 'personal_sign', ['0x6e6f', WALLET_ACCOUNT])
  await wallet.getByTestId('mw-request-reject').click()
  expect(await refused).toMatchObject({ code: 4001 })

  await wallet.getByTestId('mw-disconnect').click()
  await expect(dapp.locator('#status')).toHaveText('disconnected by the wallet')
  await expect(wallet.getByTestId('mw-session')).toHaveCount(0)
})

test('a pasted URI with auto-reject refuses the proposal with 5000', async ({ context }) => {
  const dapp = await context.newPage()
  const uri = await openDapp(dapp)
  const wallet = await context.newPage()
  await wallet.goto(`${bench.walletUrl}?mode=reject`)
  await wallet.getByTestId('mw-uri-input').fill(uri)
  await wallet.getByTestId('mw-pair').click()
  await expect(dapp.locator('#status')).toHaveText(/^rejected 5000: /)
  await expect(wallet.getByTestId('mw-log')).toContainText('Rejected E2E Dapp')
})

test('auto-approve through the test hooks signs typed data', async ({ context }) => {
  const dapp = await context.newPage()
  const uri = await openDapp(dapp)
  const wallet = await context.newPage()
  await wallet.goto(bench.walletUrl)
  await wallet.evaluate(async (pairingUri) => {
    const hooks = (
      window as unknown as {
        __mobileWallet: {
          ready: Promise<{ pair(u: string): Promise<void> }>
          setMode(m: string): void
        }
      }
    ).__mobileWallet
    const controls = await hooks.ready
    hooks.setMode('approve')
    await controls.pair(pairingUri)
  }, uri)
  await expect(dapp.locator('#status')).toHaveText(/^connected /)
  const typed = {
    domain: { name: 'E2E', version: '1', chainId: 8453 },
    primaryType: 'Mail',
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    message: { contents: 'hello' },
  }
  const signature = await dappRequest(dapp, 'eth_signTypedData_v4', [
    WALLET_ACCOUNT,
    JSON.stringify(typed),
  ])
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  // The wallet logs the answer after sending it, so the dapp may hold the signature first.
  await expect
    .poll(() =>
      wallet.evaluate(
        () =>
          (
            window as unknown as { __mobileWallet: { state(): { log: string[] } } }
          ).__mobileWallet.state().log,
      ),
    )
    .toContain('Answered eth_signTypedData_v4')
})
