import { createFrameHost, type FrameHost } from '@w3m/frame-bridge/host'
import './frame.css'
import { authHandlers } from './authHandlers'
import { createApprovalUi } from './createApprovalUi'
import { createFrameState } from './createFrameState'
import { createSiteApi } from './createSiteApi'
import { type FrameContext, toChainNumber } from './frameContext'
import { loadFrameSigner } from './frameKey'
import { isSolanaChain } from './solanaHandlers'
import { walletHandlers } from './walletHandlers'
import { withLogging } from './withLogging'

/** The frame speaks this protocol version in READY. */
const FRAME_VERSION = '4'
const DEFAULT_CHAIN_ID = 8453

function start() {
  const query = new URL(window.location.href).searchParams
  // The server checked the embedding page's origin against the project's list and names it here.
  const parentOrigin =
    document.querySelector('meta[name="w3m-parent-origin"]')?.getAttribute('content') ?? ''
  const fromQuery = toChainNumber(query.get('chainId') ?? '')
  const state = createFrameState(
    Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : DEFAULT_CHAIN_ID,
  )
  const root = document.getElementById('w3m-secure-root') ?? document.body
  let host: FrameHost | undefined
  const signer = loadFrameSigner()
  const ctx: FrameContext = {
    api: createSiteApi(() => state.token(), signer),
    signer,
    state,
    approval: createApprovalUi(root, { getDappName: () => state.dappName, parentOrigin }),
    projectId: query.get('projectId') ?? '',
    root,
    host() {
      if (!host) throw new Error('W3mFrame: parent is not set')
      return host
    },
    setChain(chainId) {
      if (isSolanaChain(chainId)) {
        state.solanaChainId = chainId
        state.namespace = 'solana'
        return chainId
      }
      const id = toChainNumber(chainId)
      if (!Number.isInteger(id) || id <= 0) throw new Error('Unsupported chain')
      state.chainId = id
      state.namespace = 'eip155'
      return id
    },
  }
  const handlers = { ...authHandlers(ctx), ...walletHandlers(ctx) }
  host = createFrameHost({
    allowedParentOrigins: parentOrigin ? [parentOrigin] : [],
    parentOrigin,
    version: FRAME_VERSION,
    handlers: query.get('enableLogger') === 'true' ? withLogging(handlers) : handlers,
  })
}

start()
