import { createPublicKey, verify } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { port } from '../../scripts/ports'
import { expect, test } from '../fixtures'
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

/** A SOL transfer from the embedded wallet, unsigned, as wire bytes. */
async function transferBytes(to: PublicKey, lamports: number): Promise<number[]> {
  const { blockhash } = await cluster().getLatestBlockhash()
  const from = new PublicKey(solanaAddress)
  const tx = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports }),
  )
  return [...tx.serialize({ requireAllSignatures: false, verifySignatures: false })]
}

/**
 * Starts a call on the modal's Solana wallet of the email login (the Solana send form is not
 * on this branch); read its outcome with `outcome`.
 */
async function startSolanaCall(
  method: 'signAndSendTransaction' | 'signMessage',
  bytes: number[],
  options?: Record<string, unknown>,
) {
  await page.evaluate(
    ({ method, bytes, options }) => {
      // The core is off the public modal (kept under a private symbol): the test reaches it anyway.
      // biome-ignore lint/suspicious/noExplicitAny: the element's modal is reached from the page
      const modal = (document.querySelector('w3m-modal') as any).modal
      const [key] = Object.getOwnPropertySymbols(modal)
      const wallet = modal[key as symbol].authSolana
      const w = window as unknown as { __solana?: Promise<unknown> }
      const call =
        method === 'signMessage'
          ? wallet.signMessage(Uint8Array.from(bytes)).then((sig: Uint8Array) => [...sig])
          : wallet.signAndSendTransaction(Uint8Array.from(bytes), options)
      w.__solana = call.then(
        (result: unknown) => ({ result }),
        (error: { message: string; code?: number }) => ({ error: error.message, code: error.code }),
      )
    },
    { method, bytes, options },
  )
}

const outcome = () =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __solana: Promise<{ result?: unknown; error?: string; code?: number }>
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
  page = await (await browser.newContext()).newPage()
})
test.afterAll(async () => {
  await page?.context().close()
})

test('email login, then Solana: the same login answers with its Solana account, funded on the cluster', async () => {
  await page.goto(`/?${new URLSearchParams({ networks: `8453,${SOLANA}` })}`)
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

test('send SOL from the embedded wallet: the frame card shows the transfer; the cluster has it', async () => {
  const to = Keypair.generate().publicKey
  const lamports = LAMPORTS_PER_SOL / 100
  await startSolanaCall('signAndSendTransaction', await transferBytes(to, lamports), {
    preflightCommitment: 'confirmed',
    maxRetries: 3,
  })
  await expect(card()).toContainText('Send transaction')
  await expect(card()).toContainText('0.01 SOL')
  await expect(card()).toContainText(to.toBase58())
  await expect(card()).toContainText('preflightCommitment: confirmed')
  await answer('Approve')
  const { result } = await outcome()
  expect(typeof result).toBe('string')
  await expect
    .poll(
      async () =>
        (await cluster().getSignatureStatus(result as string)).value?.confirmationStatus ?? 'none',
      { timeout: 20_000 },
    )
    .not.toBe('none')
  expect(await cluster().getBalance(to)).toBe(lamports)
})

test('a rejected signature rejects with 4001 and sends nothing', async () => {
  const to = Keypair.generate().publicKey
  await startSolanaCall('signAndSendTransaction', await transferBytes(to, 5_000))
  await answer('Reject')
  expect(await outcome()).toMatchObject({ code: 4001, error: 'User rejected the request' })
  expect(await cluster().getBalance(to)).toBe(0)
  await expect(page.getByTestId('host-address')).toHaveText(solanaAddress)
})

test('sign a message on Solana: the signature verifies with the Solana address', async () => {
  const message = [...new TextEncoder().encode('hello from the embedded wallet')]
  await startSolanaCall('signMessage', message)
  await expect(card()).toContainText('hello from the embedded wallet')
  await answer('Approve')
  const { result } = await outcome()
  // ed25519 public key as SPKI DER: a fixed prefix and the 32 key bytes.
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    new PublicKey(solanaAddress).toBuffer(),
  ])
  const key = createPublicKey({ key: spki, format: 'der', type: 'spki' })
  expect(verify(null, Buffer.from(message), key, Buffer.from(result as number[]))).toBe(true)
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
