import { type Address, createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevnet } from '../../../devnet/src/server'
import { frameClient } from '../testing/siteClient'
import { freePort } from '../testing/startTestChain'
import { loadConfig } from './config'
import { startSecureSite } from './startSecureSite'

// The secure site wired to the real devnet the way `pnpm start` wires it: factory addresses
// from /devnet/contracts, mail through the devnet's catcher, origins from its explorer API.
let devnet: Awaited<ReturnType<typeof startDevnet>>
let site: Awaited<ReturnType<typeof startSecureSite>>

beforeAll(async () => {
  devnet = await startDevnet()
  site = await startSecureSite(
    loadConfig({
      W3M_DEVNET_URL: devnet.urls.api,
      W3M_SECURE_SITE_PORT: String(await freePort()),
      W3M_SMTP_PORT: String(devnet.urls.smtpPort),
      W3M_BASE_RPC_PORT: new URL(devnet.urls.rpc[8453]!).port,
      W3M_ARB_RPC_PORT: new URL(devnet.urls.rpc[42161]!).port,
      W3M_SECURE_SITE_MEMORY: '1',
      W3M_SECURE_SITE_DEVNET: '1',
    }),
  )
}, 120_000)
afterAll(async () => {
  await site?.close()
  await devnet?.close()
})

/** One frame's calls (signed by its key), with the session token it holds after login. */
let frame: ReturnType<typeof frameClient>
async function call<T>(path: string, body?: unknown, token?: string): Promise<T> {
  frame ??= frameClient(site.url)
  if (token) frame.token = token
  return body === undefined ? frame.get<T>(path) : frame.post<T>(path, body)
}

async function latestMail(to: string): Promise<{ subject: string; text: string }> {
  const response = await fetch(`${devnet.urls.api}/devnet/mail/latest?to=${encodeURIComponent(to)}`)
  if (!response.ok) throw new Error(`no mail for ${to}`)
  return response.json() as Promise<{ subject: string; text: string }>
}

describe('against the devnet', () => {
  it('finds the devnet factory on both chains', async () => {
    expect(await call('/api/networks')).toEqual({ smartAccountEnabledNetworks: [8453, 42161] })
    for (const chain of site.chains) {
      expect(chain.factory).toBe(
        devnet.contracts.chains[chain.chainId]!.contracts.smartAccountFactory,
      )
    }
  })

  it('logs in by email through the devnet mailbox and sends from a smart account on 42161', async () => {
    const email = 'devnet-user@example.com'
    const start = await call<{ action: string; loginId: string }>('/api/email/connect', {
      email,
      deviceId: 'device-devnet',
    })
    expect(start.action).toBe('VERIFY_DEVICE')
    const link = new URL(/(http\S+)/.exec((await latestMail(email)).text)![1]!)
    await fetch(`${site.url}/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: link.searchParams.get('token')! }),
    })
    const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)![1]!
    const { token } = await call<{ token: string }>('/api/email/otp', {
      loginId: start.loginId,
      otp: code,
    })

    const { address: smart } = await call<{ address: Address }>(
      '/api/account/preferred',
      { type: 'smartAccount', chainId: 42161 },
      token,
    )
    const user = await call<{ accounts: Array<{ address: Address; type: string }> }>(
      '/api/user',
      { chainId: 42161 },
      token,
    )
    const eoa = user.accounts.find((a) => a.type === 'eoa')!.address
    const rpc = (method: string, params: unknown[]) => frame.rpc(method, params, 42161)
    await rpc('eth_sendTransaction', [{ from: eoa, to: smart, value: '0x2386f26fc10000' }])
    const target = '0x00000000000000000000000000000000000d3e01'
    const result = await rpc('eth_sendTransaction', [{ from: smart, to: target, value: '0x7b' }])
    const client = createPublicClient({ transport: http(devnet.urls.rpc[42161]) })
    await client.waitForTransactionReceipt({ hash: result as Hex })
    expect(await client.getBalance({ address: target })).toBe(123n)
  })

  it('serves /sdk to the demo project on loopback only', async () => {
    const sdk = (projectId: string) =>
      fetch(`${site.url}/sdk?projectId=${projectId}`, {
        headers: { referer: 'http://127.0.0.1:4300/', 'sec-fetch-dest': 'iframe' },
      })
    expect((await sdk('11111111111111111111111111111111')).status).toBe(200)
    expect((await sdk('44444444444444444444444444444444')).status).toBe(403)
  })
})
