import { defineW3mElements } from '@w3m/modal'
import { watchInjectedWallets } from './injectedWallets'

/** Where the dapp sends its 0.001 ETH: a devnet account (the fourth), so a test can read its balance. */
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

const modal = document.querySelector('w3m-modal')
if (!modal) throw new Error('index.html lacks <w3m-modal>')
// The services the modal talks to, fixed at build time (the tests point them at the devnet).
const attributes = JSON.parse(import.meta.env.VITE_W3M_ATTRIBUTES ?? '{}') as Record<string, string>
for (const [name, value] of Object.entries(attributes)) modal.setAttribute(name, value)

const wallets = watchInjectedWallets()
const text = (testId: string, value: string) => {
  const element = document.querySelector(`[data-testid="${testId}"]`)
  if (element) element.textContent = value
}
const buttons = [...document.querySelectorAll<HTMLButtonElement>('#sign, #send')]
let account: { address: string; connector: string | undefined } | undefined

modal.addEventListener('w3m:connect', (event) => {
  const { address, chainId, connector } = (event as CustomEvent).detail
  account = { address, connector }
  text('dapp-address', address)
  text('dapp-chain', String(chainId))
  for (const button of buttons) button.disabled = false
})
modal.addEventListener('w3m:account-change', (event) => {
  const { address } = (event as CustomEvent).detail
  if (account && address) account.address = address
  text('dapp-address', address ?? 'not connected')
})
modal.addEventListener('w3m:network-change', (event) => {
  text('dapp-chain', String((event as CustomEvent).detail.chainId))
})
modal.addEventListener('w3m:disconnect', () => {
  account = undefined
  text('dapp-address', 'not connected')
  text('dapp-chain', '–')
  for (const button of buttons) button.disabled = true
})

/** Runs one request on the connected browser wallet and shows its outcome. */
async function request(method: string, params: unknown[]): Promise<void> {
  const provider = account?.connector ? wallets.get(account.connector) : undefined
  if (!account || !provider) {
    text('dapp-result', 'Connect a browser wallet first')
    return
  }
  text('dapp-result', 'Waiting for the wallet…')
  try {
    text('dapp-result', String(await provider.request({ method, params })))
  } catch (error) {
    text('dapp-result', `Failed: ${(error as Error).message}`)
  }
}

document.querySelector('#sign')?.addEventListener('click', () => {
  const message = `0x${[...new TextEncoder().encode('Hello from the example dapp')]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')}`
  void request('personal_sign', [message, account?.address])
})
document.querySelector('#send')?.addEventListener('click', () => {
  void request('eth_sendTransaction', [
    { from: account?.address, to: RECIPIENT, value: `0x${(10n ** 15n).toString(16)}` },
  ])
})

defineW3mElements()
