import {
  type Address,
  type Hex,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteClient } from '../testing/siteClient'
import { startTestSite } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
let client: ReturnType<typeof siteClient>
type UserResult = {
  address: Address
  accounts: Array<{ address: Address; type: string }>
  preferredAccountType: string
  smartAccountDeployed: boolean
}

beforeAll(async () => {
  site = await startTestSite()
  client = siteClient(site)
  await client.loginWithEmail('wallet@example.com', 'device-1')
})
afterAll(async () => {
  await site?.stop()
})

const rpc = <T>(method: string, params: unknown[]) => client.rpc<T>(method, params)

describe('embedded wallet', () => {
  it('signs messages and typed data with the user key', async () => {
    const user = await client.post<UserResult>('/api/user', { chainId: 8453 })
    const signature = await rpc<Hex>('personal_sign', ['0x68656c6c6f', user.address])
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(user.address)
    const typed = {
      domain: { name: 'Test', version: '1', chainId: 8453 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const typedSignature = await rpc<Hex>('eth_signTypedData_v4', [
      user.address,
      JSON.stringify(typed),
    ])
    const { EIP712Domain: _, ...types } = typed.types
    const signer = await recoverTypedDataAddress({
      ...typed,
      types,
      signature: typedSignature,
    } as never)
    expect(signer).toBe(user.address)
  })

  it('refuses signing without a session, and unknown methods', async () => {
    const anonymous = siteClient(site)
    await expect(
      anonymous.post('/api/rpc', {
        method: 'personal_sign',
        params: ['0x00', '0x'],
        chainId: 8453,
      }),
    ).rejects.toThrow('Not connected to email or social')
    await expect(rpc('eth_sign', [])).rejects.toThrow('Unsupported method: eth_sign')
    await expect(
      client.post('/api/rpc', { method: 'eth_chainId', params: [], chainId: 1 }),
    ).rejects.toThrow('Unsupported chain')
  })

  it('sends from the EOA (funded at first login)', async () => {
    const to = '0x000000000000000000000000000000000000dEaD'
    const before = await site.chain.client.getBalance({ address: to })
    const hash = await rpc<Hex>('eth_sendTransaction', [{ to, value: '0x3e8' }])
    const receipt = await site.chain.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await site.chain.client.getBalance({ address: to })).toBe(before + 1000n)
    expect(await rpc<string>('eth_getBalance', [to, 'latest'])).toBe(
      `0x${(before + 1000n).toString(16)}`,
    )
  })

  it('deploys the smart account and sends through it, batching atomically', async () => {
    const initial = await client.post<UserResult>('/api/user', { chainId: 8453 })
    const smart = initial.accounts.find((a) => a.type === 'smartAccount')!.address
    expect(initial.smartAccountDeployed).toBe(false)
    expect(await client.get('/api/networks')).toEqual({ smartAccountEnabledNetworks: [8453] })

    const switched = await client.post('/api/account/preferred', {
      type: 'smartAccount',
      chainId: 8453,
    })
    expect(switched).toEqual({ type: 'smartAccount', address: smart })
    // Not deployed yet: the signature carries the deployment (ERC-6492) and verifies as the account's.
    const early = await rpc<Hex>('personal_sign', ['0x68656c6c6f', smart])
    expect(early.endsWith('6492'.repeat(16))).toBe(true)
    expect(
      await site.chain.client.verifyMessage({ address: smart, message: 'hello', signature: early }),
    ).toBe(true)
    await client.post('/api/account/smart', { chainId: 8453 })
    // Deployed: the owner's plain signature, checked by the account itself (ERC-1271).
    const later = await rpc<Hex>('personal_sign', ['0x68656c6c6f', smart])
    expect(later).toHaveLength(132)
    expect(
      await site.chain.client.verifyMessage({ address: smart, message: 'hello', signature: later }),
    ).toBe(true)
    expect(
      await site.chain.client.verifyMessage({ address: smart, message: 'other', signature: later }),
    ).toBe(false)
    const deployed = await client.post<UserResult>('/api/user', { chainId: 8453 })
    expect(deployed).toMatchObject({
      address: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })

    // Fund the smart account from the EOA, then spend from it.
    const fund = await rpc<Hex>('eth_sendTransaction', [
      {
        from: initial.accounts.find((a) => a.type === 'eoa')!.address,
        to: smart,
        value: `0x${parseEther('1').toString(16)}`,
      },
    ])
    await site.chain.client.waitForTransactionReceipt({ hash: fund })
    const a = '0x00000000000000000000000000000000000000a1'
    const b = '0x00000000000000000000000000000000000000b2'
    const { id } = await rpc<{ id: string }>('wallet_sendCalls', [
      {
        chainId: '0x2105',
        from: smart,
        calls: [
          { to: a, value: '0x64' },
          { to: b, value: '0xc8' },
        ],
      },
    ])
    let status: { status: number; atomic: boolean; receipts: unknown[] } | undefined
    for (let i = 0; i < 50 && status?.status !== 200; i++) {
      status = await rpc('wallet_getCallsStatus', [id])
    }
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status?.receipts).toHaveLength(1)
    expect(await site.chain.client.getBalance({ address: a })).toBe(100n)
    expect(await site.chain.client.getBalance({ address: b })).toBe(200n)

    // A batch that cannot succeed as a whole sends nothing at all.
    await expect(
      rpc('wallet_sendCalls', [
        {
          from: smart,
          calls: [
            { to: a, value: '0x1' },
            { to: b, value: `0x${parseEther('1000').toString(16)}` },
          ],
        },
      ]),
    ).rejects.toThrow()
    expect(await site.chain.client.getBalance({ address: a })).toBe(100n)

    const capabilities = await rpc<Record<string, unknown>>('wallet_getCapabilities', [smart])
    expect(capabilities['0x2105']).toEqual({ atomic: { status: 'supported' } })

    const back = await client.post('/api/account/preferred', { type: 'eoa', chainId: 8453 })
    expect(back).toEqual({
      type: 'eoa',
      address: initial.accounts.find((x) => x.type === 'eoa')!.address,
    })
  })

  it('signs a SIWX message for GET_USER with the account address filled in', async () => {
    const user = await client.post<UserResult & { message: string; signature: Hex }>('/api/user', {
      chainId: 8453,
      siwxMessage: {
        accountAddress: '',
        chainId: 'eip155:8453',
        domain: 'app.test',
        uri: 'http://app.test',
        version: '1',
        nonce: 'abc12345',
        statement: 'Sign in to app',
        issuedAt: '2026-01-01T00:00:00.000Z',
      },
    })
    expect(user.message).toContain(
      `app.test wants you to sign in with your Ethereum account:\n${user.address}`,
    )
    expect(user.message).toContain('Chain ID: 8453')
    expect(await recoverMessageAddress({ message: user.message, signature: user.signature })).toBe(
      user.accounts.find((a) => a.type === 'eoa')!.address,
    )
  })
})

describe('account type default', () => {
  it('applies the app default until the visitor chooses', async () => {
    const fresh = siteClient(site)
    await fresh.loginWithEmail('default@example.com', 'device-d')
    const first = await fresh.post<UserResult>('/api/user', {
      preferredAccountType: 'smartAccount',
    })
    expect(first.preferredAccountType).toBe('smartAccount')
    await fresh.post('/api/account/preferred', { type: 'eoa' })
    const later = await fresh.post<UserResult>('/api/user', {
      preferredAccountType: 'smartAccount',
    })
    expect(later.preferredAccountType).toBe('eoa')
  })
})

describe('user on an unserved chain', () => {
  it('answers for the default chain instead of failing the login', async () => {
    const user = await client.post<{ chainId: number }>('/api/user', { chainId: 1 })
    expect(user.chainId).toBe(8453)
    const named = await client.post<{ chainId: number }>('/api/user', { chainId: 'eip155:8453' })
    expect(named.chainId).toBe(8453)
  })
})
