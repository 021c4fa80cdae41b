import { useContext, useLayoutEffect } from 'react'
import { createPortal } from 'react-dom'
import { ModalApp } from '../app/ModalApp'
import { ModalShell } from '../app/ModalRoot'
import { useShadowRoot } from '../components/styles/useShadowRoot'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'
import type { ExplorerWallet } from '../schemas/explorerSchemas'
import type { Stores } from '../stores/createStores'
import type { RouterEntry } from '../stores/viewParams'
import type { ModalOptions } from '../utils/resolveOptions'
import { createTestCore, type StandInWallet } from './createTestCore'
import { StoryGlobalsContext } from './storyGlobals'
import { useStoryImages } from './storyImages'

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

/** A core for a story: the test core with the wallet catalog, a stand-in wallet, on `entry`. */
export function createStoryCore(
  parameters: {
    entry?: RouterEntry
    theme?: 'light' | 'dark'
    connected?: boolean
    wallet?: StandInWallet
    setup?: (stores: Stores) => void
    /** Options of the story's modal beyond the theme (networks, ...). */
    options?: Partial<ModalOptions>
  } = {},
): Core {
  return createTestCore({
    options: { ...parameters.options, themeMode: parameters.theme ?? 'light' },
    wallet: parameters.wallet ?? 'pending',
    offline: true,
    connected: parameters.connected ? { balance: '9999.987654321' } : false,
    entry: parameters.entry ?? {
      view: parameters.connected ? 'Account' : 'Connect',
      params: undefined,
    },
    setup: (stores) => {
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
      parameters.setup?.(stores)
    },
  })
}

/**
 * Renders the whole modal of `core` in a shadow root with its constructable stylesheets, as the
 * element does; or, with `shell`, the dialog's shell of the first open (ModalShell) with only the
 * first load's styles, as the element shows it while the modal's UI is on its way.
 */
export function ModalStory({ core, shell = false }: { core: Core; shell?: boolean }) {
  const { host, root } = useShadowRoot(core.stores.options.themeVariables)
  useStoryImages(core)
  // The toolbar's theme (or the render check's dark variant) overrides the story's own.
  const theme = useContext(StoryGlobalsContext).theme
  useLayoutEffect(() => {
    if (theme) core.stores.options.themeMode = theme
  }, [core, theme])
  return (
    <CoreContext.Provider value={core}>
      <div ref={host}>
        {root ? createPortal(shell ? <ModalShell /> : <ModalApp />, root) : null}
      </div>
    </CoreContext.Provider>
  )
}
