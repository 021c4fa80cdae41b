import { devices, type Page } from '@playwright/test'
import { verifySolanaSignature } from '../../apps/devnet/src/mobile-wallet/bench/solanaTools'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'

// The demo with the Devnet Mobile Wallet page as the wallet, as a person would use them.
const WALLET_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function pickMobileWallet(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
}

test('on desktop: copy the link from the modal, paste it into the wallet tab, approve', async ({
  context,
  urls,
}) => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  const demo = await context.newPage()
  await pickMobileWallet(demo)
  await expect(demo.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = (await demo.getByTestId('w3m-wc-qr').getAttribute('data-uri')) ?? ''

  const wallet = await context.newPage()
  await wallet.goto(`${urls.devnet}/mobile-wallet/`)
  await wallet.getByTestId('mw-uri-input').fill(uri)
  await wallet.getByTestId('mw-pair').click()
  await expect(wallet.getByTestId('mw-proposal')).toContainText('wants to connect')
  await wallet.getByTestId('mw-approve').click()
  await expect(demo.getByTestId('host-address')).toHaveText(WALLET_ACCOUNT)

  await startRequest(demo, 'personal_sign', ['0x68656c6c6f', WALLET_ACCOUNT])
  await wallet.getByTestId('mw-request-approve').click()
  expect((await settled(demo)).result).toMatch(/^0x[0-9a-f]{130}$/)

  await wallet.getByTestId('mw-disconnect').click()
  await expect(demo.getByTestId('host-status')).toHaveText('disconnected')
})

test.describe('on a phone', () => {
  // The phone's user agent, screen and touch, in the chromium this suite runs.
  const { defaultBrowserType: _, ...iphone } = devices['iPhone 13']
  test.use(iphone)

  test('the deep link opens the wallet page in a new tab with the pairing URI', async ({
    context,
  }) => {
    const demo = await context.newPage()
    await pickMobileWallet(demo)
    const opened = context.waitForEvent('page')
    await demo.getByTestId('w3m-wc-open').click()
    const wallet = await opened
    await expect(wallet).toHaveURL(/\/mobile-wallet\/wc\?uri=wc%3A/)
    await wallet.getByTestId('mw-approve').click()
    await expect(demo.getByTestId('host-address')).toHaveText(WALLET_ACCOUNT)
  })
})

test('on Solana: the wallet page approves the solana namespace and answers Approve and Reject', async ({
  context,
  urls,
}) => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const demo = await context.newPage()
  await demo.goto(`/?${new URLSearchParams({ networks: `${SOLANA},8453` })}`)
  await demo.getByTestId('w3m-button').click()
  await demo.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
  await expect(demo.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = (await demo.getByTestId('w3m-wc-qr').getAttribute('data-uri')) ?? ''

  const wallet = await context.newPage()
  await wallet.goto(`${urls.devnet}/mobile-wallet/?uri=${encodeURIComponent(uri)}`)
  await expect(wallet.getByTestId('mw-proposal-chains')).toContainText('Solana')
  await expect(wallet.getByTestId('mw-proposal-methods')).toContainText('solana_signMessage')
  const solanaAddress = ((await wallet.getByTestId('mw-solana-address').textContent()) ?? '')
    .replace('Solana account: ', '')
    .trim()
  await wallet.getByTestId('mw-approve').click()
  await expect(demo.getByTestId('host-address')).toHaveText(solanaAddress)

  // A message signed through the modal's WalletConnect Solana wallet, approved on the page.
  const signMessage = (text: string) =>
    demo.evaluate(async (message) => {
      // biome-ignore lint/suspicious/noExplicitAny: the element's modal is reached from the page
      const modal = (document.querySelector('w3m-modal') as any).modal
      const [key] = Object.getOwnPropertySymbols(modal)
      const wcWallet = modal[key as symbol].walletConnectSolana
      try {
        const [out] = await wcWallet.features['solana:signMessage'].signMessage({
          account: wcWallet.accounts[0],
          message: new TextEncoder().encode(message),
        })
        return { signature: Array.from(out.signature as Uint8Array) }
      } catch (error) {
        return { code: (error as { code?: number }).code }
      }
    }, text)
  const approved = signMessage('approve me')
  await expect(wallet.getByTestId('mw-request')).toContainText('solana_signMessage')
  await expect(wallet.getByTestId('mw-request')).toContainText('Solana')
  await wallet.getByTestId('mw-request-approve').click()
  const { signature } = await approved
  expect(
    verifySolanaSignature(
      new TextEncoder().encode('approve me'),
      Uint8Array.from(signature ?? []),
      solanaAddress,
    ),
  ).toBe(true)

  const refused = signMessage('refuse me')
  await wallet.getByTestId('mw-request-reject').click()
  expect(await refused).toEqual({ code: 4001 })
})
