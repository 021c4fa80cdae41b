import { FrameReplyError } from '@w3m/frame-bridge'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAuthTestCore,
  createFakeFrameClient,
  type FakeReplies,
} from '../testing/fakeAuthRuntime'
import { connectFarcaster } from './connectFarcaster'
import { provideAuthRuntime } from './loadAuthConnector'

const URL = 'http://localhost:4200/farcaster/approve?channel=c1'

function setup(replies: FakeReplies) {
  const test = createAuthTestCore(createFakeFrameClient(replies))
  provideAuthRuntime(test.core, test.runtime)
  return test
}

beforeEach(() => localStorage.clear())

describe('connectFarcaster', () => {
  it('shows the approval URL while waiting, then connects with the user name', async () => {
    let approve: (value: { userName: string }) => void = () => {}
    const { core, connected } = setup({
      getFarcasterUri: () => ({ url: URL }),
      connectFarcaster: () => new Promise((resolve) => (approve = resolve)),
    })
    const pending = connectFarcaster(core)
    expect(core.stores.router.current.view).toBe('ConnectingFarcaster')
    await expect.poll(() => core.stores.auth.farcaster.status).toBe('waiting')
    expect(core.stores.auth.farcaster.url).toBe(URL)
    expect(core.stores.account.farcasterUrl).toBe(URL)
    approve({ userName: 'vitalik' })
    expect(await pending).toBe(true)
    expect(connected).toHaveLength(1)
    expect(core.stores.account.user?.username).toBe('vitalik')
    expect(core.stores.router.current.view).toBe('Account')
  })

  it('a failed approval says "Failed to connect to farcaster"', async () => {
    const { core, connected } = setup({
      getFarcasterUri: () => ({ url: URL }),
      connectFarcaster: () => {
        throw new FrameReplyError('Failed to connect to farcaster', 'x')
      },
    })
    expect(await connectFarcaster(core)).toBe(false)
    expect(core.stores.auth.farcaster).toMatchObject({
      status: 'error',
      error: 'Failed to connect to farcaster',
    })
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([
      'Failed to connect to farcaster',
    ])
    expect(connected).toEqual([])
  })
})
