import { getAddress, isAddress } from 'viem'
import { IDENTITY_STALE_MS, queryClientOf } from '../clients/createQueryClient'
import type { Core } from '../core/createCore'
import { isSolanaAddress } from '../utils/base58'

/** SLIP-44 coin type of Ethereum addresses in a profile's address map. */
const ETH_COIN_TYPE = '60'

/** ENSIP-11 coin type of an EVM chain: the chain id with the high bit set. */
export function evmCoinType(chainId: number): string {
  return String((0x80000000 | chainId) >>> 0)
}

/** The avatar a profile names in its attributes, if any. */
function avatarOf(attributes: ReadonlyArray<Record<string, unknown>> | undefined) {
  for (const attribute of attributes ?? []) {
    if (typeof attribute.avatar === 'string') return attribute.avatar
  }
  return undefined
}

/**
 * Sets the receiver as typed and resolves it: an address is taken as is and its identity (name,
 * avatar) looked up; a name goes through the profile route to its address. Cached 5 min.
 */
export async function resolveReceiver(core: Core, { input }: { input: string }): Promise<void> {
  const { send } = core.stores
  const typed = input.trim()
  send.receiverInput = input
  send.receiverAddress = undefined
  send.receiverProfileName = undefined
  send.receiverProfileImage = undefined
  send.error = undefined
  if (typed === '') {
    send.receiverStatus = 'idle'
    return
  }
  if (core.stores.chain.activeNamespace === 'solana') {
    // Solana: a base58 address (names resolve to EVM addresses only).
    const solana = isSolanaAddress(typed)
    send.receiverAddress = solana ? typed : undefined
    send.receiverStatus = solana ? 'resolved' : 'unknown'
    return
  }
  const query = queryClientOf(core)
  const stillTyped = () => send.receiverInput === input
  if (isAddress(typed, { strict: false })) {
    const address = getAddress(typed)
    send.receiverAddress = address
    send.receiverStatus = 'resolved'
    const identity = await query
      .fetchQuery({
        queryKey: ['identity', address.toLowerCase()],
        queryFn: ({ signal }) => core.blockchain.getIdentity(address, signal),
        staleTime: IDENTITY_STALE_MS,
        retry: false,
      })
      .catch(() => undefined)
    if (!stillTyped() || !identity) return
    send.receiverProfileName = identity.name ?? undefined
    send.receiverProfileImage = identity.avatar ?? undefined
    return
  }
  if (!typed.includes('.')) {
    send.receiverStatus = 'unknown'
    return
  }
  send.receiverStatus = 'resolving'
  const profile = await query
    .fetchQuery({
      queryKey: ['name', typed.toLowerCase()],
      queryFn: ({ signal }) => core.blockchain.getProfile(typed, signal),
      staleTime: IDENTITY_STALE_MS,
      retry: false,
    })
    .catch(() => undefined)
  if (!stillTyped()) return
  const chainId = core.stores.chain.walletChainId
  const addresses = profile?.addresses ?? {}
  const entry =
    (chainId === undefined ? undefined : addresses[evmCoinType(chainId)]) ??
    addresses[ETH_COIN_TYPE] ??
    Object.values(addresses)[0]
  if (!profile || !entry || !isAddress(entry.address, { strict: false })) {
    send.receiverStatus = 'unknown'
    return
  }
  send.receiverAddress = getAddress(entry.address)
  send.receiverProfileName = profile.name
  send.receiverProfileImage = avatarOf(profile.attributes)
  send.receiverStatus = 'resolved'
}
