import { describe, expect, it } from 'vitest'
import { connectDevnet, type DevnetState } from './devnet'

const STATE: DevnetState = {
  api: 'http://127.0.0.1:4100',
  rpc: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
  relay: 'ws://127.0.0.1:4150',
  secureSite: 'http://localhost:4200/sdk',
  smtpPort: 4125,
  projectId: '11111111111111111111111111111111',
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
}

describe('connectDevnet', () => {
  it("points every service of <w3m-modal> at the devnet's parts", () => {
    expect(connectDevnet(STATE).modalAttributes()).toEqual({
      'project-id': STATE.projectId,
      networks: '8453,42161',
      'blockchain-api-url': STATE.api,
      'explorer-api-url': STATE.api,
      'analytics-url': STATE.api,
      'secure-site-url': STATE.secureSite,
      'relay-url': STATE.relay,
      'rpc-urls': JSON.stringify(STATE.rpc),
    })
  })

  it("puts the wallet's start settings in its script's query", () => {
    const devnet = connectDevnet(STATE)
    expect(devnet.walletScriptUrl()).toBe('http://127.0.0.1:4100/devnet-wallet.js')
    expect(devnet.walletScriptUrl({ mode: 'reject', account: 2, chain: 42161 })).toBe(
      'http://127.0.0.1:4100/devnet-wallet.js?mode=reject&account=2&chain=42161',
    )
  })

  it('waits for a new mail and reads its code and its link', async () => {
    const inbox: Array<{ subject: string; text: string; date: string }> = []
    const asked: string[] = []
    const fetch = (async (url: string) => {
      asked.push(url)
      // The second look finds the mail: the wait polls until it arrives.
      if (asked.length === 2)
        inbox.unshift({ subject: 'Code', text: 'Your code: 123456', date: '' })
      return Response.json({ messages: inbox })
    }) as typeof globalThis.fetch
    const { mailbox } = connectDevnet(STATE, { fetch })
    expect(await mailbox.waitForCode('a@example.com')).toBe('123456')
    expect(asked[0]).toBe('http://127.0.0.1:4100/devnet/mail/messages?to=a%40example.com')
    inbox.unshift({ subject: 'Link', text: 'Open http://localhost:4200/device?token=t ', date: '' })
    expect(await mailbox.waitForLink('a@example.com', { after: 1 })).toBe(
      'http://localhost:4200/device?token=t',
    )
    await expect(mailbox.waitForCode('a@example.com', { after: 2, timeoutMs: 0 })).rejects.toThrow(
      'no new mail to a@example.com',
    )
  })

  it('arms, lists and clears faults on the admin route', async () => {
    const calls: Array<{ url: string; method: string; body?: unknown }> = []
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body })
      return Response.json({ faults: [] })
    }) as typeof globalThis.fetch
    const { faults } = connectDevnet(STATE, { fetch })
    await faults.arm({ route: '/v1/supported-chains', kind: '503' })
    await faults.clear('/v1/supported-chains')
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:4100/devnet/faults',
        method: 'POST',
        body: '{"route":"/v1/supported-chains","kind":"503"}',
      },
      {
        url: 'http://127.0.0.1:4100/devnet/faults?route=%2Fv1%2Fsupported-chains',
        method: 'DELETE',
        body: undefined,
      },
    ])
  })
})
