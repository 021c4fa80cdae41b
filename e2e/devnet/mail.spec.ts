import { startMailTestbed } from '../../apps/devnet/src/mail/startMailTestbed'
import { expect, test } from '../fixtures'

let bed: Awaited<ReturnType<typeof startMailTestbed>>

test.beforeAll(async () => {
  bed = await startMailTestbed()
})
test.afterAll(async () => {
  await bed?.close()
})

test('the inbox shows a one-time code that arrives while it is open', async ({ page }) => {
  await page.goto(bed.inboxUrl('visitor@example.com'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox of visitor@example.com')
  await expect(page.getByText('No mail yet for visitor@example.com')).toBeVisible()
  await bed.send({
    from: 'login@secure.devnet',
    to: 'visitor@example.com',
    subject: 'Your w3m login code',
    text: 'Your code is 482913. It expires in 10 minutes.',
  })
  // The page refreshes itself; no click needed.
  await expect(page.getByTestId('inbox-code')).toHaveText('482913', { timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Your w3m login code')
  await expect(page.getByText('It expires in 10 minutes.')).toBeVisible()
})

test('the address form filters the inbox', async ({ page }) => {
  await bed.send({
    from: 'a@devnet',
    to: 'filter@example.com',
    subject: 'Mine',
    text: 'code 222222',
  })
  await bed.send({
    from: 'a@devnet',
    to: 'other@example.com',
    subject: 'For someone else',
    text: 'code 111111',
  })
  await page.goto(bed.inboxUrl())
  await expect(page.getByRole('heading', { level: 2, name: 'For someone else' })).toBeVisible()
  await page.getByLabel('Address').fill('filter@example.com')
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/to=filter%40example.com/)
  await expect(page.getByRole('heading', { level: 2, name: 'For someone else' })).toHaveCount(0)
  await expect(page.getByTestId('inbox-code')).toHaveText('222222')
})
