import type { ReactNode } from 'react'
import { Icon } from './Icon'

const BASE_CHAIN_ID = 8453
const ARBITRUM_CHAIN_ID = 42161
const MAINNET_CHAIN_ID = 1

/** Filled marks on the icons' 24-unit grid, drawn for this modal in each network's colours. */
function markShapes(chainId: number | string, namespace: string | undefined): ReactNode {
  if (namespace === 'solana')
    return (
      <>
        <path d="M7 5h13l-3 3H4z" fill="#9945ff" />
        <path d="M4 10.5h13l3 3H7z" fill="#4f9fd8" />
        <path d="M7 16h13l-3 3H4z" fill="#14c98a" />
      </>
    )
  if (chainId === BASE_CHAIN_ID)
    return (
      <>
        <circle cx="12" cy="12" r="10" fill="#0052ff" />
        <path d="M2.5 10.8h11v2.4h-11z" fill="#ffffff" />
      </>
    )
  if (chainId === ARBITRUM_CHAIN_ID)
    return (
      <>
        <path d="M12 2l8.7 5v10L12 22l-8.7-5V7z" fill="#213147" />
        <path
          d="M8.5 16.5L12 7.5l3.5 9"
          fill="none"
          stroke="#28a0f0"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </>
    )
  if (chainId === MAINNET_CHAIN_ID)
    return (
      <>
        <path d="M12 2l6 10-6 3.6L6 12z" fill="#627eea" />
        <path d="M6 13.6l6 8.4 6-8.4-6 3.6z" fill="#8a9ff0" />
      </>
    )
  return undefined
}

/** A network's mark (Base, Arbitrum, Ethereum, Solana), or a neutral globe for any other. */
export function NetworkMark({
  chainId,
  namespace,
  size = 20,
}: {
  chainId: number | string
  namespace?: string | undefined
  size?: number
}) {
  const shapes = markShapes(chainId, namespace)
  if (!shapes) return <Icon name="network" size={size} />
  return (
    <svg
      className="w3m-mark"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {shapes}
    </svg>
  )
}
