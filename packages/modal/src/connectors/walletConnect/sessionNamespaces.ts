import { type Address, getAddress, isAddress } from 'viem'
import type { WcSession } from './signClientTypes'

/** Methods a wallet signs or sends; everything else is a read for the RPC URL. */
export const WALLET_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** Events the connector asks the wallet to send. */
export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

const eip155 = (session: WcSession) => session.namespaces.eip155

/** The distinct EVM addresses a session authorises, checksummed, in the wallet's order. */
export function sessionAccounts(session: WcSession): Address[] {
  const addresses = (eip155(session)?.accounts ?? [])
    .map((account) => account.split(':')[2] ?? '')
    .filter((address) => isAddress(address, { strict: false }))
    .map((address) => getAddress(address))
  return [...new Set(addresses)]
}

/** The EVM chain ids a session covers (its chains, or the chains of its accounts). */
export function sessionChains(session: WcSession): number[] {
  const namespace = eip155(session)
  const caip = namespace?.chains?.length
    ? namespace.chains
    : (namespace?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  const ids = caip.map((chain) => Number(chain.split(':')[1])).filter(Number.isInteger)
  return [...new Set(ids)]
}

/** The methods the wallet approved. */
export function sessionMethods(session: WcSession): string[] {
  return eip155(session)?.methods ?? []
}

/** A chain id from an event or a parameter: a number, a decimal or hex string, or CAIP-2. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const raw = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
  const id = raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** The expiry a pairing URI carries (`expiryTimestamp`, in seconds), in milliseconds. */
export function uriExpiry(uri: string, fallback: number): number {
  const match = /[?&]expiryTimestamp=(\d+)/.exec(uri)
  return match?.[1] ? Number(match[1]) * 1000 : fallback
}
