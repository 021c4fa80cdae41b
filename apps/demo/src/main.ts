import { arbitrum, base, defineW3mElements } from '@w3m/modal'
import { devnetWalletUrl, modalAttributes } from './config'
import { watchHostEvents } from './watchHostEvents'

const modal = document.querySelector('w3m-modal')
if (!modal) throw new Error('demo: <w3m-modal> is missing from index.html')
for (const [name, value] of Object.entries(modalAttributes(location.search)))
  modal.setAttribute(name, value)
watchHostEvents(modal)
// Browser tests that re-configure the element by script name the local stack's networks with these.
Object.assign(window, { __demoNetworks: [base, arbitrum] })

// The devnet wallet, as a browser extension would be: a script that announces itself (EIP-6963).
const wallet = document.createElement('script')
wallet.src = devnetWalletUrl()
document.head.append(wallet)
// With Solana on, the Solana-only devnet wallet too: the case of a wallet that speaks one namespace.
if (modal.getAttribute('networks')?.includes('solana:')) {
  const solanaWallet = document.createElement('script')
  solanaWallet.src = devnetWalletUrl().replace('devnet-wallet.js', 'devnet-solana-wallet.js')
  document.head.append(solanaWallet)
}

defineW3mElements()

document.querySelector('#open-networks')?.addEventListener('click', () => modal.open('Networks'))
