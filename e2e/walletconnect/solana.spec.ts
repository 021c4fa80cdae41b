import type { Page } from '@playwright/test'
import { Connection, Keypair } from '@solana/web3.js'
import {
  toBase58,
  tokenAccountOf,
  unsignedTokenTransfer,
  verifySolanaSignature,
} from '../../apps/devnet/src/mobile-wallet/bench/solanaTools'
import { startNodeWallet } from '../../apps/devnet/src/mobile-wallet/bench/startNodeWallet'
import { DEMO_PROJECT_ID } from '../../apps/devnet/src/projects'
import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { watchOffHostRequests } from '../../packages/testing/src/playwright/watchOffHostRequests'
import { port, stackUrls } from '../../scripts/ports'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'

// WalletConnect on Solana: the modal pairs with the Devnet Mobile Wallet (the official SDK in this
// process, Solana dev keypair 1), signs and sends over the session, checked on the local cluster.
test.describe.configure({ mode: 'serial' })

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const SOLANA_RPC = `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`
const RPC_URLS = {
  8453: `http://127.0.0.1:${port('W3M_BASE_RPC_PORT')}`,
  42161: `http://127.0.0.1:${port('W3M_ARB_RPC_PORT')}`,
}
const cluster = () => new Connection(SOLANA_RPC, { wsEndpoint: SOLANA_RPC.replace('http', 'ws') })

let wallet: Awaited<ReturnType<typeof startNodeWallet>>
let page: Page
let offHost: string[] = []

test.beforeAll(async ({ browser }) => {
  wallet = await startNodeWallet({
    relayUrl: stackUrls().relay,
    projectId: DEMO_PROJECT_ID,
    rpcUrls: RPC_URLS,
    solanaRpcUrl: SOLANA_RPC,
    name: 'e2e-solana-wallet',
  })
  const context = await browser.newContext()
  offHost = await watchOffHostRequests(context)
  page = await context.newPage()
})
test.afterEach(() => {
  expect(offHost, 'the modal must reach no host beyond loopback').toEqual([])
})
test.afterAll(async () => {
  await page?.context().close()
  await wallet?.close()
})

/** Opens the demo with these networks (the first one's namespace starts active). */
async function openDemo(networks: string): Promise<void> {
  await page.goto(`/?${new URLSearchParams({ networks })}`)
  await expect(page.getByTestId('w3m-button')).toBeVisible()
}

/** Opens Connect, picks the Devnet Mobile Wallet, pairs the wallet with the QR code's URI. */
async function pairThroughQr(): Promise<void> {
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Devnet Mobile Wallet/ }).click()
  await expect(page.getByTestId('w3m-qr-code')).toBeVisible()
  const uri = (await page.getByTestId('w3m-wc-qr').getAttribute('data-uri')) ?? ''
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
}

/** The modal's public state (`getState()`). */
const modalState = () =>
  page.evaluate(() => {
    const element = document.querySelector('w3m-modal') as unknown as {
      modal: { getState(): Record<string, unknown> }
    }
    return element.modal.getState()
  })

/**
 * Calls a feature of the WalletConnect Solana wallet the modal's Solana adapter uses, reached
 * through the core (off the public modal, as the embedded tests reach it): the Solana sign and
 * send views are another engineer's work, so the test drives the adapter's wallet directly.
 */
function solanaWalletCall(
  call: 'signMessage' | 'signAndSendTransaction',
  payload: { message?: string; transaction?: string; chain?: string },
): Promise<number[]> {
  return page.evaluate(
    async ({ call, payload }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the element's modal is reached from the page
      const modal = (document.querySelector('w3m-modal') as any).modal
      const [key] = Object.getOwnPropertySymbols(modal)
      const core = modal[key as symbol]
      const wcWallet = core.walletConnectSolana
      const account = wcWallet.accounts[0]
      if (call === 'signMessage') {
        const [out] = await wcWallet.features['solana:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode(payload.message),
        })
        return Array.from(out.signature as Uint8Array)
      }
      const bytes = Uint8Array.from(atob(payload.transaction ?? ''), (c) => c.charCodeAt(0))
      const [out] = await wcWallet.features['solana:signAndSendTransaction'].signAndSendTransaction(
        { account, transaction: bytes, chain: payload.chain },
      )
      return Array.from(out.signature as Uint8Array)
    },
    { call, payload },
  )
}

test('pairs on Solana, signs a message, sends USDC over the session, and a wallet-side disconnect clears it', async () => {
  await openDemo(`${SOLANA},8453`)
  await pairThroughQr()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.solanaAddress)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
  expect(await modalState()).toMatchObject({
    activeNamespace: 'solana',
    caipAddress: `${SOLANA}:${wallet.solanaAddress}`,
  })
  expect(wallet.proposals).toHaveLength(1)

  // Sign a message: solana_signMessage through the session, verified with tweetnacl.
  const message = `w3m over WalletConnect ${Date.now()}`
  const signature = await solanaWalletCall('signMessage', { message })
  expect(
    verifySolanaSignature(
      new TextEncoder().encode(message),
      Uint8Array.from(signature),
      wallet.solanaAddress,
    ),
  ).toBe(true)

  // Send 3 USDC to a fresh receiver (its token account created in the same transaction).
  const receiver = Keypair.generate().publicKey.toBase58()
  const { blockhash } = await cluster().getLatestBlockhash()
  const transaction = unsignedTokenTransfer({
    from: wallet.solanaAddress,
    to: receiver,
    amount: 3,
    blockhash,
  })
  const sent = toBase58(
    Uint8Array.from(
      await solanaWalletCall('signAndSendTransaction', { transaction, chain: SOLANA }),
    ),
  )
  await expect
    .poll(async () => (await cluster().getSignatureStatus(sent)).value?.confirmationStatus ?? null)
    .toMatch(/confirmed|finalized/)
  const landed = await cluster().getTransaction(sent, { maxSupportedTransactionVersion: 0 })
  expect(landed?.meta?.err).toBeNull()
  const balance = await cluster().getTokenAccountBalance(tokenAccountOf(receiver))
  expect(balance.value.uiAmountString).toBe('3')
  expect(wallet.answered).toEqual(['solana_signMessage', 'solana_signAndSendTransaction'])

  // A refusal in the wallet is the visitor's no (4001).
  wallet.setMode('reject')
  await expect(solanaWalletCall('signMessage', { message: 'no' })).rejects.toThrow(/rejected/i)
  wallet.setMode('approve')

  // The wallet ends the session: the modal is disconnected and shows Connect again.
  await wallet.disconnectAll()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  await page.getByTestId('w3m-button').click()
  await expect(page.getByRole('button', { name: /Devnet Mobile Wallet/ })).toBeVisible()
  await page.keyboard.press('Escape')
})

test('one dual-namespace session switches EVM → Solana → EVM without pairing again', async () => {
  const before = wallet.proposals.length
  await openDemo(`8453,${SOLANA}`)
  await pairThroughQr()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
  expect(wallet.proposals).toHaveLength(before + 1)

  // To Solana through SwitchActiveChain: the same session's Solana account.
  await page.evaluate(
    (chainId) =>
      (
        document.querySelector('w3m-modal') as unknown as {
          modal: { open(view: string, params: unknown): void }
        }
      ).modal.open('SwitchActiveChain', { namespace: 'solana', chainId }),
    SOLANA,
  )
  await page.getByRole('button', { name: 'Switch network' }).click()
  await expect(page.getByTestId('host-address')).toHaveText(wallet.solanaAddress)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
  expect(await modalState()).toMatchObject({ activeNamespace: 'solana', status: 'connected' })
  const message = 'signed on the same session'
  const signature = await solanaWalletCall('signMessage', { message })
  expect(
    verifySolanaSignature(
      new TextEncoder().encode(message),
      Uint8Array.from(signature),
      wallet.solanaAddress,
    ),
  ).toBe(true)

  // Back to EVM (Base): the EVM account again, and EVM requests still go through the session.
  await page.evaluate(() =>
    (
      document.querySelector('w3m-modal') as unknown as {
        modal: { open(view: string, params: unknown): void }
      }
    ).modal.open('SwitchActiveChain', { namespace: 'eip155', chainId: 8453 }),
  )
  await page.getByRole('button', { name: 'Switch network' }).click()
  await expect(page.getByTestId('host-address')).toHaveText(wallet.address)
  expect(await modalState()).toMatchObject({ activeNamespace: 'eip155', status: 'connected' })
  await startRequest(page, 'personal_sign', ['0x68656c6c6f', wallet.address])
  const signed = await settled(page)
  expect(
    await recoverMessageAddress({ message: 'hello', signature: signed.result as `0x${string}` }),
  ).toBe(wallet.address)
  expect(wallet.proposals).toHaveLength(before + 1)

  // Disconnect from the modal's Account view: the session ends for the wallet too.
  await page.getByTestId('w3m-button').click()
  await page.getByRole('button', { name: /Disconnect/ }).click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
