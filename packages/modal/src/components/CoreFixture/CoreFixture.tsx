import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type Core, createCore } from '../../actions/createCore'
import { CoreContext } from '../../hooks/coreContext'
import type { Stores } from '../../stores/createStores'
import { detectPlatform } from '../../utils/platform'
import { resolveOptions } from '../../utils/resolveOptions'
import { adoptStyles } from '../styles/adoptStyles'

/** Dev account 0 of the devnet, the address fixtures connect. */
export const FIXTURE_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A core for stories and tests: local-stack URLs, no EVM adapter (so nothing reaches a network),
 * connected to dev account 0 on Base unless `setup` says otherwise.
 */
export function createFixtureCore(setup?: (stores: Stores) => void): Core {
  const core = createCore(
    resolveOptions({
      projectId: '11111111111111111111111111111111',
      blockchainApiUrl: 'http://127.0.0.1:4100',
      explorerApiUrl: 'http://127.0.0.1:4100',
      analyticsUrl: 'http://127.0.0.1:4100',
      features: { analytics: false },
      rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
    }),
    detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
  )
  const { account, chain } = core.stores
  account.status = 'connected'
  account.address = FIXTURE_ADDRESS
  account.caipAddress = `eip155:8453:${FIXTURE_ADDRESS}`
  account.balance = '1.2345'
  account.balanceSymbol = 'ETH'
  chain.walletChainId = 8453
  setup?.(core.stores)
  return core
}

/** Renders `children` on `core` inside a shadow root carrying the modal's styles and theme. */
export function CoreFixture(props: { core: Core; theme?: 'light' | 'dark'; children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(shadow)
    setRoot(shadow)
  }, [])
  return (
    <CoreContext.Provider value={props.core}>
      <div ref={host}>
        {root
          ? createPortal(
              <div className="w3m-root" data-theme={props.theme ?? 'light'}>
                <main className="w3m-dialog" aria-label="Story">
                  <div className="w3m-body">{props.children}</div>
                </main>
              </div>,
              root,
            )
          : null}
      </div>
    </CoreContext.Provider>
  )
}

/** A story's frame: a fixture core made once with `setup`, in the light or dark theme. */
export function FixtureStory(props: {
  setup?: (stores: Stores) => void
  theme?: 'light' | 'dark'
  children: ReactNode
}) {
  const [core] = useState(() => createFixtureCore(props.setup))
  return (
    <CoreFixture core={core} theme={props.theme ?? 'light'}>
      {props.children}
    </CoreFixture>
  )
}
