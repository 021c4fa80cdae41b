import { FrameLoadError, FrameLoadTimeoutError, FrameReplyError } from '@w3m/frame-bridge'
import { WALLET_CALL_ERRORS } from '@w3m/frame-bridge/host'
import { describe, expect, it } from 'vitest'
import { createFakeFrameClient } from '../../testing/fakeAuthRuntime'
import { toAuthError } from './authErrors'
import { createAuthProvider, USER_REJECTED_MESSAGE } from './createAuthProvider'

const ADDRESS = '0x00000000000000000000000000000000000000a1'

function setup(rpc: (payload: unknown) => unknown) {
  const client = createFakeFrameClient({ rpcRequest: rpc })
  const events: string[] = []
  const provider = createAuthProvider(
    async () => client,
    () => [ADDRESS],
    {
      onApprovalStart: (method) => events.push(`start ${method}`),
      onApprovalEnd: (method) => events.push(`end ${method}`),
    },
  )
  return { provider, client, events }
}

describe('createAuthProvider', () => {
  it('sends requests through rpcRequest; approvals are announced and closed around them', async () => {
    const { provider, client, events } = setup(() => '0xsig')
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS] })).toBe(
      '0xsig',
    )
    expect(client.calls).toEqual([
      { name: 'rpcRequest', payload: { method: 'personal_sign', params: ['0x68', ADDRESS] } },
    ])
    expect(events).toEqual(['start personal_sign', 'end personal_sign'])
    await provider.request({ method: 'eth_blockNumber' })
    expect(events).toHaveLength(2)
  })

  it('answers the account list itself', async () => {
    const { provider, client } = setup(() => null)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(client.calls).toEqual([])
  })

  it('a rejection in the frame becomes EIP-1193 code 4001; other errors -32603', async () => {
    const { provider, events } = setup(() => {
      throw new FrameReplyError(USER_REJECTED_MESSAGE, '@w3m-frame/RPC_REQUEST')
    })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [] }),
    ).rejects.toMatchObject({
      code: 4001,
      message: USER_REJECTED_MESSAGE,
    })
    expect(events).toEqual(['start eth_sendTransaction', 'end eth_sendTransaction'])
    const failing = setup(() => {
      throw new FrameReplyError('insufficient funds', 'x')
    })
    await expect(failing.provider.request({ method: 'eth_call' })).rejects.toMatchObject({
      code: -32603,
      message: 'insufficient funds',
    })
  })
})

describe('wallet methods through the auth provider', () => {
  it('a wallet-call failure keeps its EIP-5792 code and words', async () => {
    for (const [code, words] of Object.entries(WALLET_CALL_ERRORS)) {
      const { provider } = setup(() => {
        throw new FrameReplyError(words, '@w3m-frame/RPC_REQUEST', Number(code))
      })
      await expect(
        provider.request({ method: 'wallet_getCallsStatus', params: ['x'] }),
      ).rejects.toMatchObject({ code: Number(code), message: words })
    }
    // Without a wallet-call code the same words stay an internal error.
    const { provider } = setup(() => {
      throw new FrameReplyError('Unknown bundle id', '@w3m-frame/RPC_REQUEST')
    })
    await expect(provider.request({ method: 'wallet_sendCalls' })).rejects.toMatchObject({
      code: -32603,
    })
  })

  it('checks a wallet_getAssets answer: address, balance, type ERC20 or NATIVE, metadata', async () => {
    const good = {
      '0x2105': [
        { address: 'native', balance: '0x1', type: 'NATIVE', metadata: { symbol: 'ETH' } },
        { address: ADDRESS, balance: '0x2', type: 'ERC20', metadata: { decimals: 6 } },
      ],
    }
    expect(await setup(() => good).provider.request({ method: 'wallet_getAssets' })).toEqual(good)
    const bad = [
      { '0x2105': [{ address: ADDRESS, balance: '0x2', type: 'ERC721', metadata: {} }] },
      { '0x2105': [{ address: ADDRESS, balance: 2, type: 'ERC20', metadata: {} }] },
      { '0x2105': [{ balance: '0x2', type: 'ERC20', metadata: {} }] },
      { '0x2105': [{ address: ADDRESS, balance: '0x2', type: 'ERC20' }] },
    ]
    for (const answer of bad) {
      await expect(
        setup(() => answer).provider.request({ method: 'wallet_getAssets' }),
      ).rejects.toMatchObject({
        code: -32603,
        message: expect.stringContaining('Invalid wallet_getAssets response'),
      })
    }
  })
})

describe('toAuthError', () => {
  it('maps the bridge’s errors to the spec’s words', () => {
    expect(toAuthError(new FrameLoadTimeoutError(20_000))).toMatchObject({
      shortMessage: 'Network Error: Wallet Load Failed',
      code: 'APKT003',
    })
    expect(toAuthError(new FrameLoadError()).shortMessage).toBe(
      'Unable to load email login dependency',
    )
    expect(toAuthError(new FrameReplyError(undefined, 'x')).shortMessage).toBe('An error occurred')
    expect(toAuthError('weird', 'Failed to connect').shortMessage).toBe('Failed to connect')
  })
})
