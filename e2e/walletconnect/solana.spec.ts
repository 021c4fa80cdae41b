import { Connection, Keypair } from '@solana/web3.js'
import {
  toBase58,
  tokenAccountOf,
  unsignedTokenTransfer,
  verifySolanaSignature,
} from '../../apps/devnet/src/mobile-wallet/bench/solanaTools'
import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { closeWithEscape, SOLANA_RPC, sharedWalletPage, showQr } from './sharedWalletPage'

// WalletConnect on Solana: the modal pairs with the Devnet Mobile Wallet (the official SDK in this
// process, Solana dev keypair 1), signs and sends over the session, checked on the local cluster.
test.describe.configure({ mode: 'serial' })

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const cluster = () => new Connection(SOLANA_RPC, { wsEndpoint: SOLANA_RPC.replace('http', 'ws') })
const shared = sharedWalletPage({ name: 'e2e-solana-wallet', solana: true })

/** Opens the demo with these networks (the first one's namespace starts active). */
async function openDemo(networks: string): Promise<void> {
  await shared.page.goto(`/?${new URLSearchParams({ networks })}`)
  await expect(shared.page.getByTestId('w3m-button')).toBeVisible()
}

/** Pairs the wallet with the URI of the modal's QR code. */
const pairThroughQr = async () => shared.wallet.pair(await showQr(shared.page))

/** The modal's public state (`getState()`). */
const modalState = () =>
  shared.page.evaluate(() => {
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
  return shared.page.evaluate(
    async ({ call, payload }) => {
      // biome-ignore lint/suspicious/noExplicitAny: the element's modal is reached from the shared.page
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

/** Signs `message` through the session and checks the signature with tweetnacl. */
async function expectSignedOnSolana(message: string): Promise<void> {
  const signature = await solanaWalletCall('signMessage', { message })
  const bytes = new TextEncoder().encode(message)
  expect(
    verifySolanaSignature(bytes, Uint8Array.from(signature), shared.wallet.solanaAddress),
  ).toBe(true)
}

test('pairs on Solana, signs a message, sends USDC over the session, and a wallet-side disconnect clears it', async () => {
  // Seven steps over the relay and the cluster, a reload among them: 35 s at load 15 under a 4x
  // CPU throttle, past 60 s at load 18 (each step still waits on its state, none on time).
  test.setTimeout(120_000)
  await openDemo(`${SOLANA},8453`)
  await pairThroughQr()
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.solanaAddress)
  await expect(shared.page.getByTestId('host-network')).toHaveText(SOLANA)
  expect(await modalState()).toMatchObject({
    activeNamespace: 'solana',
    caipAddress: `${SOLANA}:${shared.wallet.solanaAddress}`,
  })
  expect(shared.wallet.proposals).toHaveLength(1)

  // Sign a message: solana_signMessage through the session, verified with tweetnacl.
  await expectSignedOnSolana(`w3m over WalletConnect ${Date.now()}`)

  // Send 3 USDC to a fresh receiver (its token account created in the same transaction).
  const receiver = Keypair.generate().publicKey.toBase58()
  const { blockhash } = await cluster().getLatestBlockhash()
  const transaction = unsignedTokenTransfer({
    from: shared.wallet.solanaAddress,
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
  expect(shared.wallet.answered).toEqual(['solana_signMessage', 'solana_signAndSendTransaction'])

  // A refusal in the wallet is the visitor's no (4001).
  shared.wallet.setMode('reject')
  await expect(solanaWalletCall('signMessage', { message: 'no' })).rejects.toThrow(/rejected/i)
  shared.wallet.setMode('approve')

  // A reload restores the Solana connection from the stored session, without pairing again.
  await shared.page.reload()
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.solanaAddress)
  await expectSignedOnSolana('after the reload')
  expect(shared.wallet.proposals).toHaveLength(1)

  // The wallet ends the session: the modal is disconnected and shows Connect again.
  await shared.wallet.disconnectAll()
  await expect(shared.page.getByTestId('host-status')).toHaveText('disconnected')
  await shared.page.getByTestId('w3m-button').click()
  await expect(shared.page.getByRole('button', { name: /Devnet Mobile Wallet/ })).toBeVisible()
  await closeWithEscape(shared.page)
})

test('one dual-namespace session switches EVM → Solana → EVM without pairing again', async () => {
  // A long flow over the relay: 25-53 s at load 15-18 under a 4x CPU throttle.
  test.setTimeout(120_000)
  const before = shared.wallet.proposals.length
  await openDemo(`8453,${SOLANA}`)
  await pairThroughQr()
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.address)
  expect(shared.wallet.proposals).toHaveLength(before + 1)

  // To Solana through SwitchActiveChain: the same session's Solana account.
  await shared.page.evaluate(
    (chainId) =>
      (
        document.querySelector('w3m-modal') as unknown as {
          modal: { open(view: string, params: unknown): void }
        }
      ).modal.open('SwitchActiveChain', { namespace: 'solana', chainId }),
    SOLANA,
  )
  await shared.page.getByRole('button', { name: 'Switch network' }).click()
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.solanaAddress)
  await expect(shared.page.getByTestId('host-network')).toHaveText(SOLANA)
  expect(await modalState()).toMatchObject({ activeNamespace: 'solana', status: 'connected' })
  await expectSignedOnSolana('signed on the same session')

  // Back to EVM (Base): the EVM account again, and EVM requests still go through the session.
  await shared.page.evaluate(() =>
    (
      document.querySelector('w3m-modal') as unknown as {
        modal: { open(view: string, params: unknown): void }
      }
    ).modal.open('SwitchActiveChain', { namespace: 'eip155', chainId: 8453 }),
  )
  await shared.page.getByRole('button', { name: 'Switch network' }).click()
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.address)
  expect(await modalState()).toMatchObject({ activeNamespace: 'eip155', status: 'connected' })
  await startRequest(shared.page, 'personal_sign', ['0x68656c6c6f', shared.wallet.address])
  const signed = await settled(shared.page)
  expect(
    await recoverMessageAddress({ message: 'hello', signature: signed.result as `0x${string}` }),
  ).toBe(shared.wallet.address)
  expect(shared.wallet.proposals).toHaveLength(before + 1)

  // Disconnect from the modal's Account view: the session ends for the wallet too.
  await shared.page.getByTestId('w3m-button').click()
  await shared.page.getByRole('button', { name: /Disconnect/ }).click()
  await expect(shared.page.getByTestId('host-status')).toHaveText('disconnected')
})
