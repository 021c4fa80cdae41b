import { FrameReplyError } from '@w3m/frame-bridge'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAuthTestCore,
  createFakeFrameClient,
  type FakeReplies,
} from '../testing/fakeAuthRuntime'
import { provideAuthRuntime } from './loadAuthConnector'
import { setPreferredAccountType } from './setPreferredAccountType'

const SMART = '0x00000000000000000000000000000000000000b2'
const EOA = '0x00000000000000000000000000000000000000a1'

function setup(replies: FakeReplies, provide = true) {
  const test = createAuthTestCore(createFakeFrameClient(replies))
  if (provide) provideAuthRuntime(test.core, test.runtime)
  test.core.stores.account.address = EOA
  return test
}

beforeEach(() => localStorage.clear())

describe('setPreferredAccountType', () => {
  it('switches to the smart account and hands its address to wagmi', async () => {
    const { core, addresses } = setup({
      setPreferredAccount: (payload) => ({
        type: (payload as { type: string }).type,
        address: SMART,
      }),
    })
    expect(await setPreferredAccountType(core, { type: 'smartAccount' })).toBe('smartAccount')
    expect(core.stores.account.preferredAccountType).toBe('smartAccount')
    expect(addresses).toEqual([SMART])
    expect(core.stores.auth.accountType.status).toBe('idle')
  })

  it('falls back to the EOA when the switch fails (docs/behaviour.md#transitions)', async () => {
    const { core, addresses } = setup({
      setPreferredAccount: (payload) => {
        if ((payload as { type: string }).type === 'smartAccount')
          throw new FrameReplyError('Smart accounts are not available on this chain', 'x')
        return { type: 'eoa', address: EOA }
      },
    })
    core.stores.account.preferredAccountType = 'smartAccount'
    expect(await setPreferredAccountType(core, { type: 'smartAccount' })).toBe('eoa')
    expect(core.stores.account.preferredAccountType).toBe('eoa')
    expect(addresses).toEqual([EOA])
    expect(core.stores.auth.accountType.error).toBe(
      'Smart accounts are not available on this chain',
    )
  })

  it('without an email or social session: "Not connected to email or social"', async () => {
    const { core } = setup({}, false)
    expect(await setPreferredAccountType(core, { type: 'smartAccount' })).toBe('eoa')
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Not connected to email or social',
    ])
  })
})
