import { subscribe } from 'valtio/vanilla'
import type { Core } from '../core/createCore'
import { activeCaipNetworkId } from '../stores/createChainStore'
import { DEFAULT_SEND_STATE } from '../stores/createSendStore'
import { DEFAULT_SWAP_STATE } from '../stores/createSwapStore'

/** The forms that hold a token of one account on one chain. */
export type OwnedForm = 'send' | 'swap'

/** A form filled on another account or chain is refused at submit (docs/behaviour.md#state). */
export const FORM_SWITCHED = 'The network or account changed. Choose the token again'

/** Whose forms are filled now: the connected address and the active CAIP-2 chain. */
function formOwnerOf(core: Core): string {
  const { account, chain } = core.stores
  return `${account.address?.toLowerCase()}:${activeCaipNetworkId(chain)}`
}

/** Whether a form is busy sending, so a switch must not clear its progress. */
function busy(core: Core, form: OwnedForm): boolean {
  const { send, swap } = core.stores
  return form === 'send' ? send.status !== 'idle' && send.status !== 'estimating' : !!swap.step
}

/** Clears a form filled for another account or chain than the current one. */
function resetIfSwitched(core: Core): void {
  const owner = formOwnerOf(core)
  const { send, swap } = core.stores
  if (send.owner !== undefined && send.owner !== owner && !busy(core, 'send'))
    Object.assign(send, structuredClone(DEFAULT_SEND_STATE))
  if (swap.owner !== undefined && swap.owner !== owner && !busy(core, 'swap'))
    Object.assign(swap, structuredClone(DEFAULT_SWAP_STATE))
}

/**
 * Marks `form` as filled for the current account and chain, and (once per modal) starts watching
 * for a switch of either: the forms of another account or chain are cleared then, so no token,
 * contract address or fee of chain A is sent on chain B.
 */
export function claimForm(core: Core, { form }: { form: OwnedForm }): void {
  resetIfSwitched(core)
  core.stores[form].owner = formOwnerOf(core)
  if (core.formWatch) return
  const stops = [
    subscribe(core.stores.account, () => resetIfSwitched(core)),
    subscribe(core.stores.chain, () => resetIfSwitched(core)),
  ]
  core.formWatch = () => {
    for (const stop of stops) stop()
  }
}

/**
 * The problem with submitting a form whose token belongs to another chain, or which was filled for
 * another account, than the connected one; undefined when it matches.
 */
export function formSwitchProblem(
  core: Core,
  { form, tokenChainIds }: { form: OwnedForm; tokenChainIds: readonly (string | undefined)[] },
): string | undefined {
  const chainId = activeCaipNetworkId(core.stores.chain)
  const { owner } = core.stores[form]
  if (owner !== undefined && owner !== formOwnerOf(core)) return FORM_SWITCHED
  return tokenChainIds.some((id) => id !== chainId) ? FORM_SWITCHED : undefined
}
