import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type Address,
  createWalletClient,
  encodeAbiParameters,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SiteApiError } from '../frame/createSiteApi'
import { siteClient } from '../testing/siteClient'
import { DEV_MNEMONIC } from '../testing/startTestChain'
import { startTestSite } from '../testing/startTestSite'

let site: Awaited<ReturnType<typeof startTestSite>>
let client: ReturnType<typeof siteClient>
let eoa: Address
let smart: Address

type UserResult = { accounts: Array<{ address: Address; type: string }> }

beforeAll(async () => {
  site = await startTestSite()
  client = siteClient(site)
  await client.loginWithEmail('methods@example.com', 'device-1')
  const user = await client.post<UserResult>('/api/user', { chainId: 8453 })
  eoa = user.accounts.find((a) => a.type === 'eoa')!.address
  smart = user.accounts.find((a) => a.type === 'smartAccount')!.address
})
afterAll(async () => {
  await site?.stop()
})

const rpc = <T>(method: string, params: unknown[]) => client.rpc<T>(method, params)

/** The rejection of `promise`, as the frame's client of the site sees it. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SiteApiError)
  const { message, rpcCode } = error as SiteApiError
  return { message, rpcCode }
}

describe('wallet-call error codes (EIP-5792)', () => {
  const call = { to: '0x00000000000000000000000000000000000000a1', value: '0x1' }

  it('answers an unknown bundle id with 5730', async () => {
    expect(await failure(rpc('wallet_getCallsStatus', ['0xnope']))).toEqual({
      message: 'Unknown bundle id',
      rpcCode: 5730,
    })
  })

  it('refuses an unserved chain (5710), a bundle too large (5740), a required capability (5700)', async () => {
    expect(await failure(rpc('wallet_sendCalls', [{ chainId: '0x1', calls: [call] }]))).toEqual({
      message: 'Unsupported chain id',
      rpcCode: 5710,
    })
    const many = Array.from({ length: 17 }, () => call)
    expect(await failure(rpc('wallet_sendCalls', [{ from: eoa, calls: many }]))).toEqual({
      message: 'Bundle too large',
      rpcCode: 5740,
    })
    expect(
      await failure(
        rpc('wallet_sendCalls', [
          { from: eoa, calls: [call], capabilities: { paymasterService: { url: 'http://x' } } },
        ]),
      ),
    ).toEqual({ message: 'Unsupported non-optional capability', rpcCode: 5700 })
  })

  it('refuses atomicity from the EOA (5760) and an app id used before (5720)', async () => {
    expect(
      await failure(rpc('wallet_sendCalls', [{ from: eoa, atomicRequired: true, calls: [call] }])),
    ).toEqual({ message: 'Atomicity not supported', rpcCode: 5760 })
    // An optional capability the wallet lacks is ignored; the app's id names the bundle.
    const { id } = await rpc<{ id: string }>('wallet_sendCalls', [
      {
        id: 'bundle-1',
        from: eoa,
        calls: [call],
        capabilities: { paymasterService: { optional: true } },
      },
    ])
    expect(id).toBe('bundle-1')
    expect(
      await failure(rpc('wallet_sendCalls', [{ id: 'bundle-1', from: eoa, calls: [call] }])),
    ).toEqual({ message: 'Duplicate ID', rpcCode: 5720 })
  })
})

describe('permissions (ERC-7715), kept per session', () => {
  const grant = (expiry = Math.floor(Date.now() / 1000) + 3600) => ({
    chainId: '0x2105',
    expiry,
    signer: { type: 'key', data: { id: 'app-key' } },
    permissions: [
      { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000' } },
    ],
  })

  it('grants for the active account and revokes once, only from the granting session', async () => {
    const granted = await rpc<Record<string, unknown>>('wallet_grantPermissions', [grant()])
    expect(granted).toMatchObject({
      chainId: '0x2105',
      address: eoa,
      permissions: grant().permissions,
    })
    expect(granted.context).toMatch(/^0x[0-9a-f]{64}$/)
    const rows = await site.db.query<{ session_hash: string; revoked_at: unknown }>(
      'select session_hash, revoked_at from wallet_permissions where context = $1',
      [granted.context],
    )
    expect(rows).toEqual([
      { session_hash: expect.stringMatching(/^[0-9a-f]{64}$/), revoked_at: null },
    ])

    // Another session of the same user cannot see it to revoke it.
    const other = siteClient(site)
    await other.loginWithEmail('methods@example.com', 'device-1')
    expect(
      await failure(
        other.rpc('wallet_revokePermissions', [{ permissionsContext: granted.context }]),
      ),
    ).toMatchObject({ message: 'Unknown permissions context' })

    expect(
      await rpc('wallet_revokePermissions', [{ permissionsContext: granted.context }]),
    ).toBeNull()
    expect(
      await failure(rpc('wallet_revokePermissions', [{ permissionsContext: granted.context }])),
    ).toMatchObject({ message: 'Unknown permissions context' })
  })

  it('refuses an expiry in the past and an address that is not the user', async () => {
    expect(await failure(rpc('wallet_grantPermissions', [grant(1000)]))).toMatchObject({
      message: 'The permission expiry must be in the future',
    })
    expect(
      await failure(
        rpc('wallet_grantPermissions', [
          { ...grant(), address: '0x000000000000000000000000000000000000dEaD' },
        ]),
      ),
    ).toMatchObject({ message: 'The address is not one of your accounts' })
  })
})

describe('wallet_getAssets (ERC-7811)', () => {
  it('answers the native balance and the ERC20s the app names, read from the chain', async () => {
    const artifacts = JSON.parse(
      readFileSync(
        fileURLToPath(new URL('../../../devnet/src/contracts/artifacts.json', import.meta.url)),
        'utf8',
      ),
    ) as Record<string, { bytecode: Hex }>
    const deployer = createWalletClient({
      account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 }),
      chain: site.chain.client.chain,
      transport: http(site.chain.rpcUrl),
    })
    const args = encodeAbiParameters(
      [{ type: 'string' }, { type: 'string' }, { type: 'uint8' }, { type: 'uint256' }],
      ['Test Coin', 'TST', 6, 1_000_000n],
    )
    const hash = await deployer.sendTransaction({
      data: `${artifacts.Token!.bytecode}${args.slice(2)}` as Hex,
    })
    const token = (await site.chain.client.waitForTransactionReceipt({ hash })).contractAddress!
    const sent = await deployer.writeContract({
      address: token,
      abi: parseAbi(['function transfer(address to, uint256 value) returns (bool)']),
      functionName: 'transfer',
      args: [eoa, 2500n],
    })
    await site.chain.client.waitForTransactionReceipt({ hash: sent })

    const assets = await rpc<Record<string, unknown[]>>('wallet_getAssets', [
      { account: eoa, assetFilter: { '0x2105': [{ address: token, type: 'ERC20' }] } },
    ])
    const native = await site.chain.client.getBalance({ address: eoa })
    expect(native).toBeGreaterThan(parseEther('0'))
    expect(assets).toEqual({
      '0x2105': [
        {
          address: 'native',
          balance: `0x${native.toString(16)}`,
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        {
          address: token,
          balance: '0x9c4',
          type: 'ERC20',
          metadata: { name: 'Test Coin', symbol: 'TST', decimals: 6 },
        },
      ],
    })
    const onlyTokens = await rpc<Record<string, unknown[]>>('wallet_getAssets', [
      { account: smart, assetTypeFilter: ['NATIVE'], chainFilter: ['0x1'] },
    ])
    expect(onlyTokens).toEqual({})
    expect(
      await failure(
        rpc('wallet_getAssets', [{ account: '0x000000000000000000000000000000000000dEaD' }]),
      ),
    ).toMatchObject({ message: 'The address is not one of your accounts' })
  })
})
