import { recoverMessageAddress } from '../../apps/secure-site/src/testing/chainTools'
import { stackUrls } from '../../scripts/ports'
import { settled, startRequest } from '../embedded/embedded'
import { expect, test } from '../fixtures'
import { modalDialog } from '../modal/modal'
import { sharedWalletPage, showQr } from '../walletconnect/sharedWalletPage'
import { type Cell, watchUnhandled, writeCells } from './faults'

// The WalletConnect relay under the devnet's relay fault switch (POST /devnet/relay-faults):
// every socket cut at once (what the clients see of a relay restart), upgrades refused for a
// while after it, publishes held. The wallet is the official SDK in this process, the modal the
// demo's; both must find their way back on their own.

test.describe.configure({ mode: 'serial' })

const shared = sharedWalletPage({ name: 'e2e-relay-faults-wallet' })

/** Arms a relay fault; `drop` answers how many sockets it cut. */
async function relayFault(
  kind: 'drop' | 'refuse' | 'drop-publish' | 'delay-publish',
  extra: { count?: number; delayMs?: number } = {},
): Promise<{ dropped?: number }> {
  const response = await fetch(`${stackUrls().devnet}/devnet/relay-faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, ...extra }),
  })
  if (!response.ok) throw new Error(`relay fault: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Starts a personal_sign of `message` through the page's WalletConnect session. */
const startSign = (message: string) =>
  startRequest(shared.page, 'personal_sign', [
    `0x${Buffer.from(message).toString('hex')}`,
    shared.wallet.address,
  ])

/** The signer of the started request's signature: the wallet's address when it came back. */
async function signer(message: string): Promise<string> {
  const signed = await settled(shared.page)
  return recoverMessageAddress({ message, signature: signed.result as `0x${string}` })
}

/** The page's uncaught errors and unhandled rejections, over both tests. */
let unhandled: string[] = []
test.beforeAll(async () => {
  unhandled = await watchUnhandled(shared.page)
})

const OUT = process.env.W3M_FAULTS_RELAY_JSON ?? 'test-results/faults-relay.json'
const results: Cell[] = []

test.afterEach(async () => {
  await fetch(`${stackUrls().devnet}/devnet/relay-faults`, { method: 'DELETE' })
})
test.afterAll(() => writeCells(OUT, results))

test('pairing by QR while the relay cuts every socket and refuses the next ones: the QR stays, the pairing lands', async () => {
  test.setTimeout(90_000)
  await shared.page.goto('/')
  const uri = await showQr(shared.page)
  // The next 3 upgrades are refused, then every open socket is cut (the modal's at least; the
  // wallet's SDK opens its own when it has something to say).
  await relayFault('refuse', { count: 3 })
  // On a busy machine the modal's socket may open a moment after its QR code shows: cut until
  // one was cut.
  await expect
    .poll(async () => (await relayFault('drop')).dropped, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1)
  // The modal stays on its QR code, the same URI: nothing to do for the visitor yet.
  await expect(shared.page.getByTestId('w3m-wc-qr')).toHaveAttribute('data-uri', uri)
  // The wallet scans it; its first publishes are held 2 s by the relay.
  await relayFault('delay-publish', { count: 2, delayMs: 2_000 })
  await shared.wallet.pair(uri)
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected', { timeout: 45_000 })
  await expect(shared.page.getByTestId('host-address')).toHaveText(shared.wallet.address)
  expect(unhandled).toEqual([])
  results.push({
    route: 'relay (WebSocket): pairing by QR',
    kind: 'drop',
    seen: 'every socket cut, the next 3 upgrades refused (503), 2 publishes held 2 s: the QR stays with its URI; the wallet pairs it and the page connects',
  })
})

test('a connected session survives the relay cutting every socket: a request still reaches the wallet', async () => {
  test.setTimeout(90_000)
  expect((await relayFault('drop')).dropped).toBeGreaterThanOrEqual(2)
  await startSign('hello')
  expect(await signer('hello')).toBe(shared.wallet.address)
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  expect(unhandled).toEqual([])
  results.push({
    route: 'relay (WebSocket): connected session',
    kind: 'drop',
    seen: 'every socket cut: both SDKs reconnect, personal_sign reaches the wallet and its signature comes back; still connected',
  })
})

test('a request whose publish the relay drops once: the SDK publishes it again, the modal stays usable, a later request succeeds', async () => {
  test.setTimeout(120_000)
  const answered = shared.wallet.answered.length
  await relayFault('drop-publish', { count: 1 })
  const started = Date.now()
  await startSign('dropped')
  // The relay swallowed the request's publish: no ack, nothing stored or pushed.
  await expect
    .poll(async () => (await fetch(`${stackUrls().devnet}/devnet/relay-faults`)).json(), {
      timeout: 30_000,
    })
    .toEqual({ faults: [] })
  // While the SDK waits for the ack, the modal answers: Account opens and closes.
  await shared.page.getByTestId('w3m-button').click()
  await expect(modalDialog(shared.page, 'Account')).toBeVisible()
  await shared.page.keyboard.press('Escape')
  await expect(modalDialog(shared.page, 'Account')).toBeHidden()
  // The SDK publishes it again (its first try times out after 15 s, the queue is retried on the
  // next heartbeat): the wallet gets it once and its signature comes back.
  expect(await signer('dropped')).toBe(shared.wallet.address)
  const seconds = Math.round((Date.now() - started) / 1000)
  expect(shared.wallet.answered.slice(answered)).toEqual(['personal_sign'])
  // A later request goes straight through.
  await startSign('later')
  expect(await signer('later')).toBe(shared.wallet.address)
  await expect(shared.page.getByTestId('host-status')).toHaveText('connected')
  expect(unhandled).toEqual([])
  results.push({
    route: 'relay (WebSocket): a request publish dropped',
    kind: 'drop',
    seen: `the request's publish swallowed once: no error; the SDK publishes it again and the signature comes back ${seconds} s after the request; the modal opens and closes meanwhile; the next request goes straight through`,
  })
})
