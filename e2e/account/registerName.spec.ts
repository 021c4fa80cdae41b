import type { Page } from '@playwright/test'
import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { modalDialog, setWalletMode } from '../modal/modal'
import { openAccount } from './account'

const DEMO_PROJECT_ID = '11111111111111111111111111111111'

/** The names the devnet's reverse route holds for `address`, newest first. */
async function reverseNames(
  address: string,
): Promise<Array<{ name: string; addresses: Record<string, { address: string }> }>> {
  const url = `${stackUrls().devnet}/v1/profile/reverse/${address}?apiVersion=2&projectId=${DEMO_PROJECT_ID}`
  const response = await fetch(url)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json()
}

/**
 * The devnet wallet's last account (the first ones are other tests' senders and receivers), its
 * names released first through the devnet's loopback admin route, so the test can run again.
 */
async function unnamedAccount(page: Page): Promise<{ index: number; address: string }> {
  const accounts = await page.evaluate(
    () => (window as unknown as { __devnetWallet: { accounts: string[] } }).__devnetWallet.accounts,
  )
  const index = accounts.length - 1
  const address = accounts[index] as string
  const released = await fetch(`${stackUrls().devnet}/devnet/names?address=${address}`, {
    method: 'DELETE',
  })
  expect(released.status).toBe(200)
  expect(await reverseNames(address)).toEqual([])
  return { index, address }
}

test('a visitor registers a name: signed by the wallet, shown on the account, resolvable in Send', async ({
  page,
}) => {
  await openAccount(page)
  const { index, address } = await unnamedAccount(page)
  await page.evaluate((next) => {
    ;(
      window as unknown as { __devnetWallet: { setAccount(i: number): void } }
    ).__devnetWallet.setAccount(next)
  }, index)
  const account = modalDialog(page, 'Account')
  await expect(account.getByTestId('w3m-account-address')).toHaveAttribute('title', address)
  await account.getByTestId('w3m-account-choose-name').click()

  const form = modalDialog(page, 'Choose a name')
  const label = `e2e${Date.now().toString(36)}`
  const name = `${label}.reown.id`
  const input = form.getByRole('textbox', { name: 'Name' })
  await input.fill('ab')
  await expect(form.getByTestId('w3m-register-name-invalid')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await input.fill(label.toUpperCase())
  await expect(form.getByTestId('w3m-register-name-full')).toHaveText(name)
  // The devnet's suggestions: the typed name first, free.
  await expect(form.getByTestId(`w3m-name-suggestion-${name}`)).toContainText('Available')
  await expect(form.getByTestId(`w3m-name-suggestion-${label}1.reown.id`)).toBeVisible()

  // Declined in the wallet: nothing said, the name stays typed, nothing registered.
  await setWalletMode(page, 'reject')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled()
  await expect(input).toHaveValue(label.toUpperCase())
  await expect(form.getByTestId('w3m-register-name-error')).toBeHidden()
  expect(await reverseNames(address)).toEqual([])

  await setWalletMode(page, 'approve')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form).toContainText(`${name} is yours`)

  const [registered] = await reverseNames(address)
  expect(registered?.name).toBe(name)
  expect(
    Object.values(registered?.addresses ?? {}).map((entry) => entry.address.toLowerCase()),
  ).toEqual([address.toLowerCase()])

  await form.getByRole('button', { name: 'Done' }).click()
  await expect(account.getByTestId('w3m-profile-name')).toHaveText(name)
  await expect(account.getByTestId('w3m-account-choose-name')).toBeHidden()

  // Another account sends to the name: it resolves to its new owner.
  await page.evaluate(() => {
    ;(
      window as unknown as { __devnetWallet: { setAccount(i: number): void } }
    ).__devnetWallet.setAccount(0)
  })
  await account.getByTestId('w3m-account-send').click()
  const send = modalDialog(page, 'Send')
  await send.getByTestId('w3m-send-receiver').fill(name)
  await expect(send.getByTestId('w3m-send-receiver-status')).toHaveText(
    `${name}${address.slice(0, 6)}…${address.slice(-4)}`,
  )
})
