import { stackUrls } from '../../scripts/ports'
import { expect, test } from '../fixtures'
import { answerInFrame, freshEmail, loginByEmail } from './embedded'

const PROJECT_ID = '11111111111111111111111111111111'

/** The devnet's sessions route of an account (the stand-in for the hosted cosigner grants one). */
const sessionsUrl = (account: string, suffix = '') =>
  `${stackUrls().devnet}/v1/sessions/${account}${suffix}?projectId=${PROJECT_ID}`

test('Account settings list the sessions of the account; Revoke signs the pci in the frame and the API ends it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await loginByEmail(page, freshEmail('e2e-sessions'))
  const address = (await page.getByTestId('host-address').textContent()) as string
  const granted = await fetch(sessionsUrl(`eip155:8453:${address}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      expiry: Math.floor(Date.now() / 1000) + 86_400,
      permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }],
    }),
  })
  expect(granted.status).toBe(200)
  const { pci } = (await granted.json()) as { pci: string }

  await page.getByTestId('w3m-account-settings-button').click()
  const row = page.getByTestId(`w3m-session-${pci}`)
  await expect(row).toContainText('Base')
  await expect(row).toContainText('Expires')
  await row.getByRole('button', { name: 'Revoke' }).click()
  await answerInFrame(page)
  // Back on the settings: the row says so, and the API agrees.
  await expect(page.getByTestId(`w3m-session-${pci}`)).toContainText('Revoked')
  await expect(page.getByTestId(`w3m-session-${pci}`).getByRole('button')).toHaveCount(0)
  const listed = (await (await fetch(sessionsUrl(address))).json()) as {
    pcis: Array<{ pci: string; revokedAt: string | null }>
  }
  expect(listed.pcis.find((entry) => entry.pci === pci)?.revokedAt).not.toBeNull()
})
