import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { expect, test } from '../fixtures'
import { connectDevnetWallet, DEV_ACCOUNT, openDemo, setWalletMode, siwxSessions } from './modal'

// Sign-in-with-X with the injected devnet wallet; the demo turns it on with ?siwx=.
const STATEMENT = 'Sign in to the w3m demo.'

test('a new connection is asked to sign in; the signed message is kept and verifies', async ({
  page,
}) => {
  await openDemo(page, { siwx: STATEMENT, 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  const siwx = page.getByTestId('w3m-siwx')
  await expect(siwx).toContainText(STATEMENT)
  await expect(siwx).toContainText('0xf39F')
  await siwx.getByTestId('w3m-siwx-sign').click()
  await expect(page.getByTestId('w3m-dialog')).toBeHidden()
  const [session] = await siwxSessions(page)
  expect(session?.data).toMatchObject({ address: DEV_ACCOUNT, chainId: 8453 })
  expect(session?.message).toContain(STATEMENT)
  expect(
    await recoverMessageAddress({ message: session?.message ?? '', signature: session!.signature }),
  ).toBe(DEV_ACCOUNT)
  // A reload with the session kept asks nothing.
  await page.reload()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(page.getByTestId('w3m-siwx')).toBeHidden()
})

test('a signature the wallet refuses says Error signing message and keeps the view; Cancel disconnects', async ({
  page,
}) => {
  await openDemo(page, { siwx: STATEMENT, 'devnet-wallet-mode': 'approve' })
  await connectDevnetWallet(page)
  const siwx = page.getByTestId('w3m-siwx')
  await expect(siwx).toBeVisible()
  await setWalletMode(page, 'reject')
  await siwx.getByTestId('w3m-siwx-sign').click()
  await expect(
    page.getByTestId('w3m-toast').filter({ hasText: 'Error signing message' }),
  ).toBeVisible()
  await expect(siwx.getByRole('alert')).toHaveText('Error signing message')
  await expect(siwx.getByTestId('w3m-siwx-sign')).toBeEnabled()
  expect(await siwxSessions(page)).toEqual([])
  // Cancel without a session: the wallet is disconnected.
  await siwx.getByTestId('w3m-siwx-cancel').click()
  await expect(page.getByTestId('host-status')).toHaveText('disconnected')
  expect(await siwxSessions(page)).toEqual([])
})
