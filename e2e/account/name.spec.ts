import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { DEV_ACCOUNT, modalDialog } from '../modal/modal'
import { openAccount } from './account'

const DEMO_PROJECT_ID = '11111111111111111111111111111111'

test('a receiver typed as a name resolves through the profile route, with name and avatar', async ({
  page,
}) => {
  await openAccount(page)
  const devnet = stackUrls().devnet
  const name = `e2e-${Date.now()}.reown.id`
  const avatar = `${devnet}/devnet/icons/ETH.svg`
  const message = JSON.stringify({ name, attributes: { avatar }, timestamp: Date.now() })
  // The devnet wallet signs the registration, as a visitor's wallet would.
  const signature = await page.evaluate(
    async ({ message, address }) => {
      const hex = `0x${Array.from(new TextEncoder().encode(message), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      const ethereum = (
        window as unknown as { ethereum: { request(args: unknown): Promise<string> } }
      ).ethereum
      return ethereum.request({ method: 'personal_sign', params: [hex, address] })
    },
    { message, address: DEV_ACCOUNT },
  )
  const registered = await fetch(`${devnet}/v1/profile/account?projectId=${DEMO_PROJECT_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 60, address: DEV_ACCOUNT, message, signature }),
  })
  expect(registered.status, await registered.clone().text()).toBeLessThan(300)

  await modalDialog(page, 'Account').getByTestId('w3m-account-send').click()
  const send = modalDialog(page, 'Send')
  await send.getByTestId('w3m-send-receiver').fill(name)
  const resolved = send.getByTestId('w3m-send-receiver-status')
  await expect(resolved).toHaveText(`${name}0xf39F…2266`)
  await expect(resolved.locator(`img[src="${avatar}"]`)).toBeVisible()

  await send.getByTestId('w3m-send-token').click()
  await modalDialog(page, 'Select token').getByTestId('w3m-token-USDC').click()
  await send.getByTestId('w3m-send-amount').fill('1')
  await send.getByTestId('w3m-send-preview').click()
  await expect(modalDialog(page, 'Review send')).toContainText(`To ${name} 0xf39F…2266`)

  // A name nobody registered points nowhere and cannot be sent to.
  await modalDialog(page, 'Review send').getByRole('button', { name: 'Back' }).click()
  await send.getByTestId('w3m-send-receiver').fill(`nobody-${Date.now()}.reown.id`)
  await expect(resolved).toHaveText('No address found for this name')
  await send.getByTestId('w3m-send-preview').click()
  await expect(send.getByTestId('w3m-send-error')).toHaveText(
    'An amount and receiver address are required',
  )
})
