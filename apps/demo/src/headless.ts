import { arbitrum, base, createHeadless, type HeadlessState } from '@w3m/modal/headless'
import { devnetWalletUrl, stackOptions } from './config'

// A host page's own connect UI, drawn from the headless state; nothing of the modal's UI loads.
// The local stack's chains, Base and Arbitrum, as on the demo page (with none, the default is Ethereum).
const headless = createHeadless({ ...stackOptions(location.search), networks: [base, arbitrum] })
headless.start()

const wallet = document.createElement('script')
wallet.src = devnetWalletUrl()
document.head.append(wallet)

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const setText = (id: string, text: string | undefined) => {
  const element = byTestId(id)
  if (element && element.textContent !== (text || '–')) element.textContent = text || '–'
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.textContent = label
  element.addEventListener('click', onClick)
  return element
}

/** Replaces a list's items when their labels changed (so a click target is not redrawn under it). */
function renderList(id: string, items: Array<{ key: string; node: () => HTMLElement }>) {
  const list = byTestId(id)
  const keys = items.map((item) => item.key).join('\n')
  if (!list || list.dataset.keys === keys) return
  list.dataset.keys = keys
  list.replaceChildren(
    ...items.map((item) => {
      const entry = document.createElement('li')
      entry.append(item.node())
      return entry
    }),
  )
}

const report = (ok: boolean | string) => {
  if (ok === false) setText('headless-error', headless.getState().error ?? 'Failed')
}

function render(state: HeadlessState) {
  setText('headless-status', state.status)
  setText('headless-address', state.address)
  setText(
    'headless-network',
    state.network ? `${state.network.name} (${state.chainId ?? state.network.id})` : undefined,
  )
  if (state.error) setText('headless-error', state.error)
  setText('headless-wc-uri', state.walletConnectUri ?? '')
  renderList(
    'headless-announced',
    state.wallets.announced.map((entry) => ({
      key: entry.id,
      node: () =>
        button(`Connect ${entry.name}`, () => void headless.connect(entry.id).then(report)),
    })),
  )
  renderList(
    'headless-explorer',
    [...state.wallets.featured, ...state.wallets.recommended].map((entry) => ({
      key: entry.id,
      node: () => button(entry.name, () => void headless.connect(entry.id).then(report)),
    })),
  )
  const networks = byTestId('headless-networks')
  const keys = state.networks.map((network) => network.caipNetworkId).join(',')
  if (networks && networks.dataset.keys !== keys) {
    networks.dataset.keys = keys
    networks.replaceChildren(
      ...state.networks.map((network) =>
        button(
          `Switch to ${network.name}`,
          () =>
            void headless.switchNetwork(network.id).then((result) => report(result === 'switched')),
        ),
      ),
    )
  }
}

headless.subscribe(render)
render(headless.getState())

document
  .querySelector('#load-wallets')
  ?.addEventListener('click', () => void headless.fetchWallets())
document
  .querySelector('#walletconnect')
  ?.addEventListener('click', () => void headless.connectWalletConnect().then(report))
document.querySelector('#disconnect')?.addEventListener('click', () => void headless.disconnect())
document.querySelector('#sign')?.addEventListener('click', () => {
  const message = document.querySelector<HTMLInputElement>('#message')?.value ?? ''
  headless.signMessage(message).then(
    (signature) => setText('headless-signature', signature),
    (error: Error & { shortMessage?: string }) =>
      setText('headless-error', error.shortMessage ?? error.message),
  )
})
