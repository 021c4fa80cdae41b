import { createPublicKey, verify } from 'node:crypto'
import type { Page } from '@playwright/test'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { decodeBase58 } from '../../packages/modal/src/utils/base58'
import { port } from '../../scripts/ports'
import { fillSendForm } from '../account/account'
import { expect, ownContextPage, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { freshEmail, loginByEmail } from './embedded'

// One visitor: email login, then Solana from the same embedded wallet. The steps build on each other.
test.describe.configure({ mode: 'serial' })

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EMAIL = freshEmail('e2e-solana')
let page: Page
let eoa: string
let solanaAddress: string

/** The local cluster, read straight (not through the modal or the secure site). */
const cluster = () => {
  const url = `http://127.0.0.1:${port('W3M_SOLANA_RPC_PORT')}`
  return new Connection(url, { commitment: 'confirmed', wsEndpoint: url.replace('http', 'ws') })
}

/** Starts `modal.signMessage` (the public host API); read its outcome with `outcome`. */
async function startSignMessage(message: string) {
  await page.evaluate((message) => {
    const element = document.querySelector('w3m-modal') as unknown as {
      modal: { signMessage(message: string): Promise<{ signature: string }> }
    }
    const w = window as unknown as { __solana?: Promise<unknown> }
    w.__solana = element.modal.signMessage(message).then(
      (result) => ({ result }),
      (error: { message: string; code?: string }) => ({ error: error.message, code: error.code }),
    )
  }, message)
}

const outcome = () =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __solana: Promise<{ result?: { signature: string }; error?: string; code?: string }>
        }
      ).__solana,
  )

/** The frame's approval card, shown over the modal. */
const card = () => page.frameLocator('#w3m-iframe').getByRole('dialog')

/** Answers the open card; the modal hides the frame after. */
async function answer(choice: 'Approve' | 'Reject') {
  await expect(page.getByTestId('w3m-approve-transaction')).toBeVisible()
  await expect(card()).toBeVisible()
  await expect(async () => {
    if (await card().isVisible())
      await card().getByRole('button', { name: choice }).click({ timeout: 5_000 })
    await expect(card()).toBeHidden({ timeout: 5_000 })
  }).toPass({ timeout: 40_000 })
  await expect(page.locator('#w3m-iframe')).toBeHidden()
}

/** Opens SwitchActiveChain through the host API and confirms it. */
async function switchTo(namespace: 'solana' | 'eip155', chainId: string | number) {
  await page.evaluate(
    ({ namespace, chainId }) => {
      const element = document.querySelector('w3m-modal') as unknown as {
        modal: { open(view: string, params: unknown): void }
      }
      element.modal.open('SwitchActiveChain', { namespace, chainId })
    },
    { namespace, chainId },
  )
  await page.getByRole('button', { name: 'Switch network' }).click()
}

test.beforeAll(async ({ browser }) => {
  page = await ownContextPage(browser)
})
test.afterAll(async () => {
  await page?.context().close()
})

test('email login, then Solana: the same login answers with its Solana account, funded on the cluster', async () => {
  await page.goto(
    `/?${new URLSearchParams({
      networks: `8453,${SOLANA}`,
      'solana-send-options': '{"preflightCommitment":"confirmed","maxRetries":3}',
    })}`,
  )
  await loginByEmail(page, EMAIL)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  eoa = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByTestId('w3m-close').click()

  await switchTo('solana', SOLANA)
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA)
  await expect(page.getByTestId('host-address')).not.toHaveText(eoa)
  solanaAddress = (await page.getByTestId('host-address').textContent()) ?? ''
  expect(new PublicKey(solanaAddress).toBase58()).toBe(solanaAddress)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  const state = await page.evaluate(() =>
    (
      document.querySelector('w3m-modal') as unknown as {
        modal: { getState(): Record<string, unknown> }
      }
    ).modal.getState(),
  )
  expect(state).toMatchObject({
    activeNamespace: 'solana',
    caipAddress: `${SOLANA}:${solanaAddress}`,
  })
  // The secure site airdropped SOL to the new key: the cluster holds it.
  await expect
    .poll(() => cluster().getBalance(new PublicKey(solanaAddress)), { timeout: 20_000 })
    .toBeGreaterThan(0)
})

test('send SOL from the embedded wallet in the send form: the frame card shows the transfer; the cluster has it', async () => {
  const to = Keypair.generate().publicKey
  await page.getByTestId('w3m-button').click()
  await fillSendForm(page, { symbol: 'SOL', amount: '0.01', receiver: to.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  await modalDialog(page, 'Review send').getByTestId('w3m-send-confirm').click()
  await expect(card()).toContainText('Send transaction')
  await expect(card()).toContainText('0.01 SOL')
  await expect(card()).toContainText(to.toBase58())
  await expect(card()).toContainText('preflightCommitment: confirmed')
  await answer('Approve')
  const sent = modalDialog(page, 'Sent')
  await expect(sent).toContainText('Sent 0.01 SOL')
  const signature = (await sent.getByTestId('w3m-send-hash').textContent()) ?? ''
  expect((await cluster().getSignatureStatus(signature)).value?.err).toBeNull()
  expect(await cluster().getBalance(to)).toBe(LAMPORTS_PER_SOL / 100)
  await sent.getByTestId('w3m-send-done').click()
  await expect(modalDialog(page, 'Account')).toBeVisible()
})

test('a signature rejected in the frame card keeps the form as typed, and sends nothing', async () => {
  const to = Keypair.generate().publicKey
  await fillSendForm(page, { symbol: 'SOL', amount: '0.02', receiver: to.toBase58() })
  await modalDialog(page, 'Send').getByTestId('w3m-send-preview').click()
  await modalDialog(page, 'Review send').getByTestId('w3m-send-confirm').click()
  await expect(card()).toContainText('0.02 SOL')
  await answer('Reject')
  const review = modalDialog(page, 'Review send')
  await expect(review.getByTestId('w3m-send-confirm')).toBeEnabled()
  await review.getByRole('button', { name: 'Back' }).click()
  const send = modalDialog(page, 'Send')
  await expect(send.getByTestId('w3m-send-amount')).toHaveValue('0.02')
  await expect(send.getByTestId('w3m-send-receiver')).toHaveValue(to.toBase58())
  expect(await cluster().getBalance(to)).toBe(0)
  await expect(page.getByTestId('host-address')).toHaveText(solanaAddress)
  await page.getByTestId('w3m-close').click()
})

test('sign a message on Solana through modal.signMessage: the signature verifies with the Solana address', async () => {
  const message = 'hello from the embedded wallet'
  await startSignMessage(message)
  await expect(card()).toContainText(message)
  await answer('Approve')
  const { result } = await outcome()
  expect(result).toMatchObject({ namespace: 'solana', address: solanaAddress })
  // ed25519 public key as SPKI DER: a fixed prefix and the 32 key bytes.
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(solanaAddress).toBuffer(),
  ])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  expect(
    verify(null, Buffer.from(message), key, Buffer.from(decodeBase58(result?.signature ?? ''))),
  ).toBe(true)
})

test('a reload keeps the login on Solana: the same Solana account, no new login', async () => {
  await page.reload()
  await expect(page.getByTestId('host-network')).toHaveText(SOLANA, { timeout: 30_000 })
  await expect(page.getByTestId('host-address')).toHaveText(solanaAddress)
  await expect(page.getByTestId('host-status')).toHaveText('connected')
})

test('back to EVM: the same login is the EOA again; then sign-out from Solana ends the session', async () => {
  await switchTo('eip155', 8453)
  await expect(page.getByTestId('host-address')).toHaveText(eoa)
  await switchTo('solana', SOLANA)
  await expect(page.getByTestId('host-address')).toHaveText(solanaAddress)
  await page.getByTestId('w3m-button').click()
  await page.getByTestId('w3m-disconnect').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
})
