import type { FrameHost } from '@w3m/frame-bridge/host'
import type { FrameSigner } from '../shared/frameProof'
import type { ApprovalUi } from './createApprovalUi'
import type { FrameState } from './createFrameState'
import type { SiteApi } from './createSiteApi'

/** What the frame's handlers share. */
export type FrameContext = {
  api: SiteApi
  /** The frame's key: signs each approved request (the server signs nothing without it). */
  signer: Promise<FrameSigner>
  state: FrameState
  approval: ApprovalUi
  projectId: string
  /** The running host (created after the handlers, so reached through a getter). */
  host(): FrameHost
  /** Sets the current chain from any of the accepted chain-id forms (a Solana one as its CAIP-2 id). */
  setChain(chainId: string | number): number | string
  root: HTMLElement
}

/** 8453, '8453', '0x2105' or 'eip155:8453' as a number (NaN when none of these). */
export function toChainNumber(value: string | number): number {
  if (typeof value === 'number') return value
  const raw = value.startsWith('eip155:') ? value.slice(7) : value
  return raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw)
}
