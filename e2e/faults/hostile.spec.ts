import type { Page } from '@playwright/test'
import {
  HOSTILE_SVG,
  htmlDataUrl,
  LONG,
  markup,
  RTL_OVERRIDE,
  scriptUrl,
  ZERO_WIDTH,
} from '../../apps/devnet/src/hostile/hostileData'
import { stackUrls } from '../../scripts/ports'
import { openAccount } from '../account/account'
import { expect, test } from '../fixtures'
import { modalDialog, openDemo } from '../modal/modal'

// The devnet's hostile fixture (POST /devnet/hostile, docs/reliability.md#hostile-data): wallet
// names, image URLs, links, token names, profile names and avatars carry script, markup, RTL
// overrides, zero-width characters and 10,000-character strings. Every view that shows them is
// walked on a phone and on a desktop: nothing runs (the payloads set `window.__pwned`, dialogs are
// recorded), nothing navigates, no script or HTML URL lands in the modal, and the dialog stays
// within the viewport with no horizontal scroll.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

async function setHostile(on: boolean) {
  const response = await fetch(`${stackUrls().devnet}/devnet/hostile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  })
  if (!response.ok) throw new Error(`hostile switch: ${response.status} ${await response.text()}`)
}

test.beforeEach(() => setHostile(true))
test.afterEach(() => setHostile(false))

/** Everything that would show a payload ran or the page left: dialogs, errors, navigations, popups. */
async function watch(page: Page) {
  const seen = { dialogs: [] as string[], errors: [] as string[], navigations: [] as string[] }
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message.slice(0, 300)}`))
  page.on('popup', (popup) => seen.navigations.push(`popup: ${popup.url().slice(0, 100)}`))
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !page.url().startsWith(stackUrls().demo))
      seen.navigations.push(`navigated: ${frame.url().slice(0, 100)}`)
  })
  page.on('request', (request) => {
    // An image URL loaded as a document (a frame or a navigation) instead of an image.
    if (request.resourceType() === 'document' && request.frame() !== page.mainFrame())
      seen.navigations.push(`document: ${request.url().slice(0, 100)}`)
    if (request.url().includes('/devnet/hostile/') && request.resourceType() !== 'image')
      seen.navigations.push(`${request.resourceType()}: ${request.url().slice(0, 100)}`)
  })
  await page.exposeFunction('__w3mUnhandled', (reason: string) =>
    seen.errors.push(`unhandledrejection: ${reason.slice(0, 300)}`),
  )
  await page.addInitScript(() => {
    window.addEventListener('unhandledrejection', (event) => {
      ;(window as unknown as { __w3mUnhandled(reason: string): void }).__w3mUnhandled(
        String(event.reason?.stack ?? event.reason),
      )
    })
  })
  return seen
}

/** What the modal's shadow DOM holds that a payload could use, and how its dialog sits. */
const inspect = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('w3m-modal')?.shadowRoot
    const elements: Element[] = []
    const collect = (node: ParentNode) => {
      for (const element of node.querySelectorAll('*')) {
        elements.push(element)
        if (element.shadowRoot) collect(element.shadowRoot)
      }
    }
    if (root) collect(root)
    const unsafe: string[] = []
    for (const element of elements) {
      const tag = element.tagName.toLowerCase()
      if (tag === 'script' || tag === 'iframe' || tag === 'object' || tag === 'embed')
        unsafe.push(`<${tag}>`)
      for (const attribute of element.getAttributeNames()) {
        // URL parsers skip spaces and control characters: `java\tscript:` is still script.
        const value = [...(element.getAttribute(attribute) ?? '')]
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
        if (attribute.startsWith('on')) unsafe.push(`${tag}[${attribute}]`)
        if (/^(javascript:|vbscript:|data:text\/html)/i.test(value))
          unsafe.push(`${tag}[${attribute}=${value.slice(0, 40)}]`)
      }
    }
    // The dialog's box, and every box inside it that scrolls sideways.
    const dialog = root?.querySelector('[role="dialog"]')
    const rect = dialog?.getBoundingClientRect()
    const sideScroll: string[] = []
    for (const element of elements) {
      if (!dialog?.contains(element) && element !== dialog) continue
      const style = getComputedStyle(element)
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if ((scrolls || element === dialog) && element.scrollWidth > element.clientWidth + 1)
        sideScroll.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`,
        )
    }
    // A number drawn right to left (an RTL override in a name before it, not isolated): its first
    // digit must sit left of its last, or '101.86' reads as '68.101'.
    const reversed: string[] = []
    const walker = document.createTreeWalker(
      dialog ?? document.createElement('i'),
      NodeFilter.SHOW_TEXT,
    )
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d[\d.,]*\d/g)) {
        const at = (offset: number) => {
          const range = document.createRange()
          range.setStart(node as Text, offset)
          range.setEnd(node as Text, offset + 1)
          return range.getBoundingClientRect()
        }
        const first = at(match.index)
        const last = at(match.index + match[0].length - 1)
        // A number broken over two lines (centred text wraps anywhere) has no order to check.
        const oneLine = Math.abs(first.top - last.top) < first.height / 2
        if (first.width > 0 && last.width > 0 && oneLine && first.left > last.left)
          reversed.push(match[0])
      }
    }
    return {
      reversed,
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      unsafe,
      dialog: rect && { left: rect.left, right: rect.right, width: rect.width },
      viewport: window.innerWidth,
      pageScroll: document.documentElement.scrollWidth,
      sideScroll,
    }
  })

/** The devnet wallet's EIP-6963 rdns: its provider is the one the hostile announcements carry. */
const DEVNET_RDNS = 'dev.w3m.devnet-wallet'
/** Fixed version-4 UUIDs of the hostile announcements (`many` gets its own from the index). */
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
/** How many well-formed wallets the flood announces. */
const FLOOD = 100

/**
 * EIP-6963 announcements a hostile page or extension could make, malformed ones first. Each is
 * the event's `detail`; `provider: true` puts the devnet wallet's provider in it, so a wallet
 * whose announcement passes can be connected. `shown` is what the modal lists of it (its name's
 * plain part), or undefined when the announcement must be ignored.
 */
const ANNOUNCEMENTS: Array<{ detail: unknown; provider: boolean; shown?: string }> = [
  { detail: {}, provider: true },
  { detail: { info: null }, provider: true },
  { detail: { info: 'Hostile String Info' }, provider: true },
  { detail: null, provider: false },
  { detail: 'Hostile String Detail', provider: false },
  {
    detail: { info: { uuid: uuid(1), name: 42, icon: '', rdns: 'io.hostile.number' } },
    provider: true,
  },
  {
    detail: { info: { uuid: uuid(2), name: ['Hostile', 'Array'], rdns: 'io.hostile.array' } },
    provider: true,
  },
  {
    detail: { info: { uuid: uuid(3), name: 'Hostile No Provider', rdns: 'io.hostile.noprovider' } },
    provider: false,
  },
  {
    detail: {
      info: { uuid: uuid(4), name: 'Hostile Markup Rdns', rdns: markup('eip6963-rdns') },
    },
    provider: true,
  },
  {
    detail: { info: { uuid: uuid(5), name: 'Hostile Long Rdns', rdns: `io.${LONG}` } },
    provider: true,
  },
  {
    detail: { info: { uuid: 'not-a-uuid', name: 'Hostile Bad Uuid', rdns: 'io.hostile.baduuid' } },
    provider: true,
  },
  {
    detail: { info: { uuid: 7, name: 'Hostile Number Uuid', rdns: 'io.hostile.numberuuid' } },
    provider: true,
  },
  {
    detail: { info: { uuid: uuid(8), name: `${ZERO_WIDTH}\u2066`, rdns: 'io.hostile.blank' } },
    provider: true,
  },
  // Well formed, hostile in what they say: markup and a script icon, an RTL override and an
  // HTML icon, 10,000 characters and an SVG icon with script.
  {
    detail: {
      info: {
        uuid: uuid(10),
        name: `Hostile Markup ${markup('eip6963-name')}`,
        icon: scriptUrl('eip6963-icon'),
        rdns: 'io.hostile.markup',
      },
    },
    provider: true,
    shown: 'Hostile Markup',
  },
  {
    detail: {
      info: {
        uuid: uuid(11),
        name: `${RTL_OVERRIDE}Hostile RTL${ZERO_WIDTH}`,
        icon: htmlDataUrl('eip6963-icon'),
        rdns: 'io.hostile.rtl',
      },
    },
    provider: true,
    shown: 'Hostile RTL',
  },
  {
    detail: {
      info: {
        uuid: uuid(12),
        name: `Hostile Long ${LONG}`,
        icon: `data:image/svg+xml,${encodeURIComponent(HOSTILE_SVG)}`,
        rdns: 'io.hostile.long',
      },
    },
    provider: true,
    shown: 'Hostile Long',
  },
  // Another wallet under a uuid already announced: the first keeps it.
  {
    detail: { info: { uuid: uuid(10), name: 'Hostile Duplicate', rdns: 'io.hostile.duplicate' } },
    provider: true,
  },
  ...Array.from({ length: FLOOD }, (_, index) => ({
    detail: {
      info: {
        uuid: uuid(1000 + index),
        name: `Hostile Many ${index}`,
        rdns: `io.hostile.many${index}`,
      },
    },
    provider: true,
  })),
]

/**
 * Makes the page announce `ANNOUNCEMENTS` (EIP-6963) beside the devnet wallet, each time the
 * devnet wallet is first seen and on every `eip6963:requestProvider`, before the devnet wallet
 * answers it: what a page with a hostile extension (or a hostile script of its own) does.
 */
async function announceHostileWallets(page: Page) {
  await page.addInitScript(
    ({ announcements, rdns }) => {
      let provider: unknown
      const announceAll = () => {
        for (const entry of announcements) {
          const detail =
            entry.provider && typeof entry.detail === 'object' && entry.detail
              ? { ...entry.detail, provider }
              : entry.detail
          window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
        }
      }
      window.addEventListener('eip6963:announceProvider', (event) => {
        const detail = (event as CustomEvent).detail
        if (provider || detail?.info?.rdns !== rdns) return
        provider = detail.provider
        announceAll()
      })
      window.addEventListener('eip6963:requestProvider', () => {
        if (provider) announceAll()
      })
    },
    { announcements: ANNOUNCEMENTS, rdns: DEVNET_RDNS },
  )
}

/** Nothing ran, nothing unsafe is in the modal, and the dialog fits the viewport. */
async function expectSafe(page: Page, where: string) {
  // Images and lazy parts settle after the view shows: poll until the layout holds.
  await expect
    .poll(async () => {
      const seen = await inspect(page)
      return {
        pwned: seen.pwned,
        reversedNumbers: seen.reversed,
        unsafe: seen.unsafe,
        dialogInside:
          !!seen.dialog && seen.dialog.left >= -1 && seen.dialog.right <= seen.viewport + 1,
        pageScrollsSideways: seen.pageScroll > seen.viewport,
        sideScroll: seen.sideScroll,
      }
    }, `${where}: no payload ran, nothing unsafe, the layout holds`)
    .toEqual({
      pwned: undefined,
      reversedNumbers: [],
      unsafe: [],
      dialogInside: true,
      pageScrollsSideways: false,
      sideScroll: [],
    })
}

for (const viewport of VIEWPORTS) {
  test(`hostile wallets on Connect, All wallets, search and a connecting view (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const seen = await watch(page)
    await openDemo(page, { 'devnet-wallet-mode': 'approve' })
    await page.getByTestId('w3m-button').click()
    const connect = modalDialog(page, 'Connect wallet')
    await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    await expectSafe(page, 'Connect')

    await connect.getByTestId('w3m-all-wallets').click()
    const all = modalDialog(page, 'All wallets')
    for (const id of ['hostile-wallet-markup', 'hostile-wallet-rtl', 'hostile-wallet-long'])
      await expect(all.getByTestId(`w3m-wallet-${id}`)).toBeVisible()
    await expect(all.getByTestId('w3m-wallet-hostile-wallet-markup')).toContainText(
      '<img src=x onerror=',
    )
    await expectSafe(page, 'All wallets')

    await all.getByTestId('w3m-wallet-search').fill('Hostile')
    await expect(all.locator('[data-testid^="w3m-wallet-hostile-"]')).toHaveCount(3)
    await expectSafe(page, 'All wallets search')

    // A hostile wallet's connecting view: its name is the title, its links are script URLs.
    for (const id of ['hostile-wallet-markup', 'hostile-wallet-long']) {
      await all.getByTestId(`w3m-wallet-${id}`).click()
      const connecting = modalDialog(page, /^Hostile/)
      await expect(connecting).toBeVisible()
      await expectSafe(page, `connecting ${id}`)
      // Every link and button of the view, clicked: none may run or navigate.
      for (const link of await connecting.locator('a[href]').all()) await link.click()
      await expectSafe(page, `connecting ${id} after its links`)
      await connecting.getByRole('button', { name: 'Back' }).click()
    }
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] })
  })

  test(`hostile tokens, activity, profile, names and Swap tokens in Account (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const seen = await watch(page)
    await openAccount(page)
    const account = modalDialog(page, 'Account')
    await expect(account.getByTestId('w3m-profile-name')).toContainText('evil.reown.id')
    await expect(account.getByTestId('w3m-token-list').locator('.w3m-row').first()).toContainText(
      'onerror=',
    )
    await expectSafe(page, 'Account tokens')
    await account.getByTestId('w3m-tab-activity').click()
    await expect(account.getByTestId('w3m-activity-list')).toContainText('<b>WWW')
    await expectSafe(page, 'Account activity')
    await account.getByTestId('w3m-tab-tokens').click()

    // Send: the token picker, then a receiver typed as a name resolves to a hostile profile.
    await account.getByTestId('w3m-account-send').click()
    const send = modalDialog(page, 'Send')
    await send.getByTestId('w3m-send-token').click()
    const select = modalDialog(page, 'Select token')
    await expect(select.locator('.w3m-row').first()).toBeVisible()
    await expectSafe(page, 'Select token')
    await select.locator('.w3m-row').first().click()
    await send.getByTestId('w3m-send-receiver').fill('anyone.reown.id')
    await expect(send.getByTestId('w3m-send-receiver-status')).toContainText('anyone.reown.id')
    await expectSafe(page, 'Send')
    await send.getByRole('button', { name: 'Back' }).click()

    // Swap's pickers list the API's tokens by name and symbol.
    await account.getByTestId('w3m-account-swap').click()
    const swap = modalDialog(page, 'Swap')
    await swap.getByTestId('w3m-swap-from').click()
    await expect(swap.getByTestId('w3m-swap-from-list')).toBeVisible()
    await expectSafe(page, 'Swap picker')
    await page.keyboard.press('Escape')
    await swap.getByRole('button', { name: 'Back' }).click()

    // ProfileWallets: the connected wallets with their names.
    await account.getByTestId('w3m-account-wallets-button').click()
    await expect(modalDialog(page, 'Wallets').getByTestId('w3m-profile-wallets')).toBeVisible()
    await expectSafe(page, 'ProfileWallets')
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] })
  })
}

for (const viewport of VIEWPORTS) {
  test(`hostile EIP-6963 announcements on Connect, All wallets, connecting, Account and Wallets (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const seen = await watch(page)
    await announceHostileWallets(page)
    await openDemo(page, { 'devnet-wallet-mode': 'ask' })
    await page.getByTestId('w3m-button').click()
    const connect = modalDialog(page, 'Connect wallet')
    // The devnet wallet and the well-formed hostile ones are listed; the malformed are not.
    await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
    const rows = connect.locator('[data-testid^="w3m-wallet-"]')
    for (const entry of ANNOUNCEMENTS) {
      if (!entry.shown) continue
      const { rdns } = (entry.detail as { info: { rdns: string } }).info
      const row = connect.getByTestId(`w3m-wallet-${rdns}`)
      await expect(row).toContainText(entry.shown)
      // No direction override or invisible character survives to reorder or hide what follows.
      await expect(row).not.toHaveText(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/)
    }
    await expect(
      rows.filter({
        hasText: /Hostile (String|No Provider|Bad|Number|Markup Rdns|Long Rdns|Duplicate|Array)/,
      }),
    ).toHaveCount(0)
    await expectSafe(page, 'Connect')

    await connect.getByTestId('w3m-all-wallets').click()
    const all = modalDialog(page, 'All wallets')
    // The explorer's wallets, matched to the announced ones by rdns.
    await expect(all.getByTestId('w3m-wallet-search')).toBeVisible()
    await expectSafe(page, 'All wallets')
    await all.getByRole('button', { name: 'Back' }).click()

    // The connecting view of the wallet whose name is markup and whose icon is a script URL,
    // held there by the wallet's own dialog, then approved in it.
    await connect.getByTestId('w3m-wallet-io.hostile.markup').click()
    const connecting = modalDialog(page, /^Hostile Markup/)
    await expect(connecting.getByTestId('w3m-connecting-external')).toBeVisible()
    await expectSafe(page, 'connecting Hostile Markup')
    await page
      .getByRole('dialog', { name: 'Devnet Wallet' })
      .getByRole('button', { name: 'Approve' })
      .click()
    await expect(page.getByTestId('host-status')).toHaveText('connected')

    await page.getByTestId('w3m-button').click()
    const account = modalDialog(page, 'Account')
    await expect(account).toBeVisible()
    await expectSafe(page, 'Account')
    await account.getByTestId('w3m-account-wallets-button').click()
    const wallets = modalDialog(page, 'Wallets').getByTestId('w3m-profile-wallets')
    await expect(wallets).toContainText('Hostile Markup')
    await expectSafe(page, 'ProfileWallets')
    expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] })
  })
}

test("Connect's first paint, before the EVM adapter loads, lists no malformed announcement", async ({
  page,
}) => {
  const seen = await watch(page)
  await announceHostileWallets(page)
  // The adapter's chunk is held until Connect has shown the first load's list.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = false
  await page.route(/\/createEvmAdapter-[\w-]+\.js$/, async (route) => {
    held = true
    await released
    await route.continue()
  })
  await openDemo(page, { 'devnet-wallet-mode': 'ask' })
  await page.getByTestId('w3m-button').click()
  const connect = modalDialog(page, 'Connect wallet')
  await expect(connect.getByRole('button', { name: /Devnet Wallet/ })).toBeVisible()
  for (const entry of ANNOUNCEMENTS) {
    if (!entry.shown) continue
    const { rdns } = (entry.detail as { info: { rdns: string } }).info
    await expect(connect.getByTestId(`w3m-wallet-${rdns}`)).toContainText(entry.shown)
  }
  await expect(
    connect.locator('[data-testid^="w3m-wallet-"]').filter({
      hasText: /Hostile (String|No Provider|Bad|Number|Markup Rdns|Long Rdns|Duplicate|Array)/,
    }),
  ).toHaveCount(0)
  await expectSafe(page, 'Connect before the adapter')
  // The list above was the first load's: the adapter's chunk was asked for and is still held.
  await expect.poll(() => held, 'the EVM adapter is loading').toBe(true)
  const adapterLoaded = page.waitForResponse(/\/createEvmAdapter-[\w-]+\.js$/)
  release()
  await adapterLoaded
  expect(seen).toEqual({ dialogs: [], errors: [], navigations: [] })
})
