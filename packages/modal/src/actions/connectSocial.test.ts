import { FrameReplyError, SocialLoginError } from '@w3m/frame-bridge'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  createAuthTestCore,
  createFakeFrameClient,
  createFakePopup,
  type FakeReplies,
} from '../testing/fakeAuthRuntime'
import { connectSocial } from './connectSocial'
import { provideAuthRuntime } from './loadAuthConnector'

const RESULT = 'http://localhost:4200/oauth/callback?state=s&code=c&provider=github'

function setup(replies: FakeReplies, outcome: Promise<string>) {
  const client = createFakeFrameClient(replies)
  const { popup, state } = createFakePopup(outcome)
  const test = createAuthTestCore(client, popup)
  provideAuthRuntime(test.core, test.runtime)
  return { ...test, client, popupState: state }
}

beforeEach(() => localStorage.clear())

describe('connectSocial', () => {
  it('points the popup at the redirect URI, connects with the result and shows Account', async () => {
    const { core, client, popupState, connected } = setup(
      {
        getSocialRedirectUri: () => ({
          uri: 'http://localhost:4200/oauth/github/authorize?state=s',
        }),
        connectSocial: () => ({ address: '0xa1', chainId: 8453, userName: 'alice', email: null }),
      },
      Promise.resolve(RESULT),
    )
    const pending = connectSocial(core, { provider: 'github' })
    // The view shows at once, while the popup is still loading.
    expect(core.stores.router.current).toEqual({
      view: 'ConnectingSocial',
      params: { provider: 'github' },
    })
    expect(await pending).toBe(true)
    expect(popupState.navigatedTo).toBe('http://localhost:4200/oauth/github/authorize?state=s')
    expect(client.calls.find((call) => call.name === 'connectSocial')?.payload).toEqual({
      uri: RESULT,
    })
    expect(connected).toHaveLength(1)
    expect(core.stores.account).toMatchObject({
      socialProvider: 'github',
      user: { username: 'alice' },
    })
    expect(core.stores.router.current.view).toBe('Account')
  })

  it.each([
    ['Untrusted Origin', new SocialLoginError('Untrusted Origin')],
    ['Popup closed', new SocialLoginError('Popup closed')],
  ])('a popup that ends in "%s" fails with those words and closes', async (words, error) => {
    const { core, popupState, connected } = setup(
      { getSocialRedirectUri: () => ({ uri: 'http://localhost:4200/x' }) },
      Promise.reject(error),
    )
    expect(await connectSocial(core, { provider: 'github' })).toBe(false)
    expect(core.stores.auth.social).toMatchObject({ status: 'error', error: words })
    expect(core.stores.toast.toasts.map((toast) => toast.message)).toEqual([words])
    expect(popupState.closed).toBe(true)
    expect(connected).toEqual([])
  })

  it('no redirect URI from the frame: "Failed to initiate social connection"', async () => {
    const { core } = setup(
      {
        getSocialRedirectUri: () => {
          throw new FrameReplyError('Untrusted Origin', 'x')
        },
      },
      new Promise(() => {}),
    )
    expect(await connectSocial(core, { provider: 'google' })).toBe(false)
    expect(core.stores.auth.social.error).toBe('Failed to initiate social connection')
  })

  it('a redirect URI that is no web URL is never opened', async () => {
    const { core, popupState } = setup(
      { getSocialRedirectUri: () => ({ uri: 'javascript:alert(document.domain)' }) },
      new Promise(() => {}),
    )
    expect(await connectSocial(core, { provider: 'github' })).toBe(false)
    expect(core.stores.auth.social.error).toBe('Failed to initiate social connection')
    expect(popupState.navigatedTo).toBeUndefined()
    expect(popupState.closed).toBe(true)
  })

  it('over the usage limit: UsageExceeded, and no popup opens', async () => {
    const { core, client, popupState } = setup({}, new Promise(() => {}))
    core.stores.project.plan = {
      tier: 'starter',
      hasExceededUsageLimit: true,
      limits: { isAboveRpcLimit: false, isAboveMauLimit: true },
    }
    expect(await connectSocial(core, { provider: 'github' })).toBe(false)
    expect(core.stores.router.current.view).toBe('UsageExceeded')
    expect(popupState.navigatedTo).toBeUndefined()
    expect(client.calls).toEqual([])
  })
})
