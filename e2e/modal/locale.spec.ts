import { expect, test } from '../fixtures'
import { clickConnectButton, modalDialog, openDemo } from './modal'

// The modal's languages (docs/behaviour.md#locale): the `locale` attribute, else the browser's.

test('locale="ar" renders right to left in Arabic, back arrow mirrored, errors in Arabic', async ({
  page,
}) => {
  await openDemo(page, { locale: 'ar', 'devnet-wallet-mode': 'reject' })
  await clickConnectButton(page)
  const connect = modalDialog(page, 'ربط المحفظة')
  await expect(connect).toBeVisible()
  await expect(page.locator('w3m-modal .w3m-root')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('w3m-modal .w3m-root')).toHaveAttribute('lang', 'ar')
  await expect(connect.getByRole('list', { name: 'المحافظ' })).toBeVisible()

  // The wallet refuses: the spec's 'Connection rejected', in Arabic.
  await connect.getByRole('button', { name: /Devnet Wallet/ }).click()
  await expect(page.locator('w3m-modal').getByRole('alert')).toHaveText('تم رفض الاتصال')

  // The back arrow points right: mirrored for a right-to-left reader.
  const back = modalDialog(page, 'Devnet Wallet').getByRole('button', { name: 'رجوع' })
  await expect(back).toBeVisible()
  await expect
    .poll(() => back.locator('svg').evaluate((icon) => getComputedStyle(icon).transform))
    .toBe('matrix(-1, 0, 0, 1, 0, 0)')
  // The header's start is on the right: the back button sits right of the close button.
  const backBox = await back.boundingBox()
  const closeBox = await modalDialog(page, 'Devnet Wallet')
    .getByRole('button', { name: 'إغلاق' })
    .boundingBox()
  expect(backBox && closeBox && backBox.x > closeBox.x).toBe(true)
  await back.click()
  await expect(modalDialog(page, 'ربط المحفظة')).toBeVisible()
})

test('locale="de" speaks German and a changed attribute re-renders in the new language', async ({
  page,
}) => {
  await openDemo(page, { locale: 'de' })
  await clickConnectButton(page)
  const connect = modalDialog(page, 'Wallet verbinden')
  await expect(connect.getByRole('button', { name: /Alle Wallets/ })).toBeVisible()
  await expect(page.locator('w3m-modal .w3m-root')).toHaveAttribute('dir', 'ltr')
  await expect(connect.getByText('Noch keine Wallet?')).toBeVisible()

  await page.evaluate(() => document.querySelector('w3m-modal')?.setAttribute('locale', 'es'))
  await expect(modalDialog(page, 'Conectar billetera')).toBeVisible()
  await expect(
    modalDialog(page, 'Conectar billetera').getByRole('button', { name: /Todas las billeteras/ }),
  ).toBeVisible()
})

test('locale="de": <w3m-button> and the connect flow (All wallets) speak German', async ({
  page,
}) => {
  await openDemo(page, { locale: 'de' })
  // The catalog comes with the modal's UI: the button speaks English until the first open.
  await expect(page.getByTestId('w3m-button')).toHaveText('Connect Wallet')
  await clickConnectButton(page)
  await modalDialog(page, 'Wallet verbinden')
    .getByRole('button', { name: /Alle Wallets/ })
    .click()
  const all = modalDialog(page, 'Alle Wallets')
  const search = all.getByRole('searchbox', { name: 'Wallet suchen' })
  await expect(search).toHaveAttribute('placeholder', 'Wallet suchen')
  await search.fill('zzzz')
  await expect(all.getByText('Keine Wallet gefunden')).toBeVisible()
  await expect(all.getByText('Nichts passt zu „zzzz“.')).toBeVisible()
  // Once the catalog is in, the button speaks German too.
  await page.keyboard.press('Escape')
  await expect(all).toHaveCount(0)
  await expect(page.getByTestId('w3m-button')).toHaveText('Wallet verbinden')
})

test.describe('a browser whose language is French', () => {
  test.use({ locale: 'fr-FR' })

  test('without a locale attribute the modal follows navigator.languages', async ({ page }) => {
    await openDemo(page)
    await clickConnectButton(page)
    const connect = modalDialog(page, 'Connecter un portefeuille')
    await expect(connect.getByRole('button', { name: /Tous les portefeuilles/ })).toBeVisible()
    await expect(page.locator('w3m-modal .w3m-root')).toHaveAttribute('lang', 'fr')
  })
})

test('locale="de" speaks German on the account side too: the Buy form, its limits and errors', async ({
  page,
}) => {
  await openDemo(page, { locale: 'de', 'devnet-wallet-mode': 'approve' })
  await clickConnectButton(page)
  await modalDialog(page, 'Wallet verbinden')
    .getByRole('button', { name: /installiert/ })
    .first()
    .click()
  await expect(page.getByTestId('host-status')).toHaveText('connected')
  await expect(modalDialog(page, /.*/)).toBeHidden()
  await clickConnectButton(page)
  await modalDialog(page, 'Konto').getByTestId('w3m-account-buy').click()

  const buy = modalDialog(page, 'Kaufen')
  await expect(buy.getByLabel('Bezahlen mit')).toHaveValue('USD')
  await expect(buy.getByLabel('Zahlungsmethode')).toBeVisible()
  // German words and German numbers: the card limits of USD.
  await expect(buy.getByTestId('w3m-onramp-limits')).toHaveText('Von 10,00 bis 7.500,00 USD')
  await buy.getByLabel('Betrag (USD)').fill('5')
  await expect(buy.getByTestId('w3m-onramp-error')).toHaveText(
    'Gib einen Betrag zwischen 10,00 und 7.500,00 USD ein',
  )
  await expect(buy.getByTestId('w3m-onramp-continue')).toHaveText('Weiter')
  await expect(buy.getByTestId('w3m-onramp-continue')).toBeDisabled()
})
