import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type Core, createCore } from '../actions/createCore'
import type { ExplorerWallet } from '../clients/explorerSchemas'
import { adoptStyles } from '../components/styles/adoptStyles'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import { CoreContext } from '../hooks/coreContext'
import type { Stores } from '../stores/createStores'
import type { RouterEntry } from '../stores/viewParams'
import { detectPlatform } from '../utils/platform'
import { resolveOptions } from '../utils/resolveOptions'
import { ModalApp } from './ModalApp'

/** Dev account 0 of the devnet. */
export const STORY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const ICON = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${fill}"/></svg>`)}`

/** `count` explorer wallets with inline images (stories reach no network). */
export function storyWallets(
  count: number,
  name = (index: number) => `Wallet ${index + 1}`,
): ExplorerWallet[] {
  const fills = ['#1f5eff', '#e2761b', '#3b99fc', '#8b5cf6', '#16a34a']
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: name(index),
    image_id: '',
    image_url: ICON(fills[index % fills.length] ?? '#1f5eff'),
    mobile_link: 'wallet://',
  }))
}

/** How the story's stand-in wallet answers connect and switch requests. */
export type StoryWalletBehaviour = 'pending' | 'reject' | 'fail'

/** A stand-in EVM adapter: never touches a provider; connect and switch wait or fail as told. */
function storyEvm(behaviour: StoryWalletBehaviour): EvmAdapter {
  const answer = () =>
    behaviour === 'pending'
      ? new Promise<never>(() => {})
      : Promise.reject(
          behaviour === 'reject'
            ? Object.assign(new Error('User rejected the request.'), { code: 4001 })
            : Object.assign(new Error('Internal error'), { code: -32603 }),
        )
  return {
    connect: answer,
    switchChain: answer,
    disconnect: async () => {},
  } as unknown as EvmAdapter
}

/** A core for a story: fresh stores with fixture data on `entry`, a stand-in wallet, no network. */
export function createStoryCore(
  parameters: {
    entry?: RouterEntry
    theme?: 'light' | 'dark'
    connected?: boolean
    wallet?: StoryWalletBehaviour
    setup?: (stores: Stores) => void
  } = {},
): Core {
  const core = createCore(
    resolveOptions({
      projectId: '11111111111111111111111111111111',
      themeMode: parameters.theme ?? 'light',
      blockchainApiUrl: 'http://127.0.0.1:4100',
      explorerApiUrl: 'http://127.0.0.1:4100',
      rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
    }),
    detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
  )
  const { stores } = core
  core.evm = storyEvm(parameters.wallet ?? 'pending')
  // Fixture answers in place of the Blockchain API: stories reach no network.
  core.blockchain = {
    getIdentity: async () => ({ name: null, avatar: null }),
    getBalances: async () => [],
    getHistory: async () => ({ data: [], next: null }),
  } as unknown as Core['blockchain']
  stores.wallets.recommended = storyWallets(4)
  stores.wallets.count = 412
  stores.wallets.status = 'ready'
  stores.connectors.connectors = [
    {
      id: 'dev.w3m.devnet-wallet',
      name: 'Devnet Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      rdns: 'dev.w3m.devnet-wallet',
      imageUrl: ICON('#1f5eff'),
    },
  ]
  if (parameters.connected) {
    stores.account.status = 'connected'
    stores.account.address = STORY_ADDRESS
    stores.account.caipAddress = `eip155:8453:${STORY_ADDRESS}`
    stores.account.balance = '9999.987654321'
    stores.account.balanceSymbol = 'ETH'
    stores.chain.walletChainId = 8453
  }
  const entry = parameters.entry ?? {
    view: parameters.connected ? 'Account' : 'Connect',
    params: undefined,
  }
  stores.router.history = [entry]
  stores.router.current = entry
  stores.modal.open = true
  parameters.setup?.(stores)
  return core
}

/** Renders the whole modal of `core` in a shadow root with its constructable stylesheets, as the element does. */
export function ModalStory({ core }: { core: Core }) {
  const host = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(shadow)(core.stores.options.themeVariables)
    setRoot(shadow)
  }, [core])
  return (
    <CoreContext.Provider value={core}>
      <div ref={host}>{root ? createPortal(<ModalApp />, root) : null}</div>
    </CoreContext.Provider>
  )
}
