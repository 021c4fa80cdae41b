import { randomBytes } from 'node:crypto'
import { WALLET_CALL_ERRORS, type WalletCallErrorCode } from '@w3m/frame-bridge/host'
import { type Address, erc20Abi, isAddress, isAddressEqual, numberToHex } from 'viem'
import { z } from 'zod'
import type { User } from '../auth/createUsers'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import { type Chains, parseChainId } from './createChains'
import type { EmbeddedWallet } from './createEmbeddedWallet'

/** The most calls one `wallet_sendCalls` bundle may hold; more is 5740 (docs/behaviour.md#errors). */
export const MAX_BUNDLE_CALLS = 16

/** A failed wallet call with its EIP-5792 code and words (docs/behaviour.md#errors). */
export function walletCallError(code: WalletCallErrorCode, details?: string): SecureSiteError {
  return new SecureSiteError('WALLET_CALL', WALLET_CALL_ERRORS[code], {
    rpcCode: code,
    ...(details ? { details } : {}),
  })
}

/** The parts of a `wallet_sendCalls` request its checks read. */
export type SendCallsCheck = {
  id?: string | undefined
  chainId?: string | number | undefined
  atomicRequired?: boolean | undefined
  capabilities?: Record<string, unknown> | undefined
  callCount: number
}

/**
 * The EIP-5792 checks before anything is signed: the chain (5710), the bundle size (5740), the
 * capabilities the app requires (5700: the embedded wallet supports none beyond atomicity, which
 * `atomicRequired` asks for), an app id used before (5720). Returns the chain to send on.
 */
export async function checkSendCalls(
  request: SendCallsCheck,
  context: { chains: Chains; db: Database; fallbackChainId: number },
): Promise<number> {
  const { chains, db } = context
  let chainId = context.fallbackChainId
  if (request.chainId !== undefined) {
    const wanted = parseChainId(request.chainId)
    if (!chains.ids.includes(wanted)) walletCallFail(5710, `chain ${String(request.chainId)}`)
    chainId = wanted
  }
  if (request.callCount > MAX_BUNDLE_CALLS)
    walletCallFail(5740, `${request.callCount} calls, at most ${MAX_BUNDLE_CALLS}`)
  for (const [name, value] of Object.entries(request.capabilities ?? {})) {
    const optional = (value as { optional?: unknown } | null)?.optional === true
    if (!optional) walletCallFail(5700, name)
  }
  if (request.id !== undefined) {
    const rows = await db.query('select id from call_batches where id = $1', [request.id])
    if (rows.length > 0) walletCallFail(5720, request.id)
  }
  return chainId
}

function walletCallFail(code: WalletCallErrorCode, details?: string): never {
  throw walletCallError(code, details)
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const grantSchema = z.object({
  chainId: z.union([z.string(), z.number()]),
  address: hex.length(42).optional(),
  expiry: z.number().int().positive(),
  signer: z
    .object({ type: z.string(), data: z.record(z.string(), z.unknown()).optional() })
    .optional(),
  permissions: z
    .array(
      z.object({
        type: z.string().min(1),
        data: z.record(z.string(), z.unknown()).optional(),
        required: z.boolean().optional(),
      }),
    )
    .min(1),
})
const revokeSchema = z.object({ permissionsContext: hex.min(3) })
const getAssetsSchema = z.object({
  account: hex.length(42),
  assetFilter: z
    .record(z.string(), z.array(z.object({ address: z.string(), type: z.string() })))
    .optional(),
  assetTypeFilter: z.array(z.enum(['NATIVE', 'ERC20'])).optional(),
  chainFilter: z.array(hex).optional(),
})

/** `value` checked by `schema`; a mismatch is 'Invalid {method} params' naming the first issue. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, method: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new SecureSiteError('BAD_REQUEST', `Invalid ${method} params`, {
    details: issue ? `${issue.path.join('.')}: ${issue.message}` : undefined,
  })
}

/** One call of the permission and asset methods: the user, and the session that asks. */
export type WalletMethodCall = {
  params: unknown[]
  chainId: number
  user: User
  /** The hash of the session token: grants are kept per session. */
  session: string
}

/**
 * `wallet_grantPermissions`, `wallet_revokePermissions` (ERC-7715) and `wallet_getAssets`
 * (ERC-7811), answered by the embedded wallet (docs/behaviour.md#wallet-methods).
 */
export function createWalletMethods(options: {
  chains: Chains
  wallet: EmbeddedWallet
  db: Database
  now?: () => number
}) {
  const { chains, wallet, db } = options
  const now = options.now ?? Date.now

  async function ownAccount(user: User, chainId: number, address: string | undefined) {
    const { eoa, smartAccount } = await wallet.accounts(user, chainId)
    if (!address) return wallet.activeAddress(user, chainId)
    if (isAddress(address) && isAddressEqual(address, eoa)) return eoa
    if (smartAccount && isAddress(address) && isAddressEqual(address, smartAccount))
      return smartAccount
    throw new SecureSiteError('UNAUTHORIZED', 'The address is not one of your accounts')
  }

  async function grant({ params, user, session }: WalletMethodCall) {
    const request = parse(grantSchema, params[0], 'wallet_grantPermissions')
    const chainId = chains.get(request.chainId).chainId
    if (request.expiry * 1000 <= now())
      throw new SecureSiteError('BAD_REQUEST', 'The permission expiry must be in the future')
    const address = await ownAccount(user, chainId, request.address)
    const context = `0x${randomBytes(32).toString('hex')}`
    await db.query(
      `insert into wallet_permissions
        (context, session_hash, user_id, chain_id, address, expiry, permissions)
        values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        context,
        session,
        user.id,
        chainId,
        address,
        request.expiry,
        JSON.stringify(request.permissions),
      ],
    )
    return {
      chainId: numberToHex(chainId),
      address,
      expiry: request.expiry,
      ...(request.signer ? { signer: request.signer } : {}),
      permissions: request.permissions,
      context,
    }
  }

  async function revoke({ params, session }: WalletMethodCall) {
    const { permissionsContext } = parse(revokeSchema, params[0], 'wallet_revokePermissions')
    // Only the session that was granted a permission may revoke it; a second revoke finds nothing.
    const rows = await db.query(
      `update wallet_permissions set revoked_at = $1
        where context = $2 and session_hash = $3 and revoked_at is null returning context`,
      [now(), permissionsContext.toLowerCase(), session],
    )
    if (rows.length === 0) throw new SecureSiteError('NOT_FOUND', 'Unknown permissions context')
    return null
  }

  async function assetsOn(
    chainId: number,
    account: Address,
    request: z.infer<typeof getAssetsSchema>,
  ) {
    const { client } = chains.get(chainId)
    const types = request.assetTypeFilter ?? ['NATIVE', 'ERC20']
    const key = numberToHex(chainId)
    const assets: Array<{
      address: string
      balance: string
      type: 'NATIVE' | 'ERC20'
      metadata: { name?: string; symbol?: string; decimals?: number }
    }> = []
    if (types.includes('NATIVE')) {
      const balance = await client.getBalance({ address: account })
      const { nativeCurrency } = chains.get(chainId).chain
      assets.push({
        address: 'native',
        balance: numberToHex(balance),
        type: 'NATIVE',
        metadata: { ...nativeCurrency },
      })
    }
    if (!types.includes('ERC20')) return assets
    // The wallet indexes no tokens: it reads the ERC20s the app names in `assetFilter`.
    const wanted = (request.assetFilter?.[key] ?? []).filter(
      (asset) => asset.type === 'ERC20' && isAddress(asset.address),
    )
    for (const asset of wanted) {
      const address = asset.address as Address
      const read = <T>(functionName: 'balanceOf' | 'name' | 'symbol' | 'decimals') =>
        client.readContract({
          address,
          abi: erc20Abi,
          functionName,
          ...(functionName === 'balanceOf' ? { args: [account] } : {}),
        } as never) as Promise<T>
      const [balance, name, symbol, decimals] = await Promise.all([
        read<bigint>('balanceOf'),
        read<string>('name'),
        read<string>('symbol'),
        read<number>('decimals'),
      ]).catch((cause: unknown) => {
        throw new SecureSiteError('BAD_REQUEST', 'Not an ERC20 token', { details: address, cause })
      })
      assets.push({
        address,
        balance: numberToHex(balance),
        type: 'ERC20',
        metadata: { name, symbol, decimals: Number(decimals) },
      })
    }
    return assets
  }

  async function getAssets({ params, user }: WalletMethodCall) {
    const request = parse(getAssetsSchema, params[0], 'wallet_getAssets')
    const ids = request.chainFilter
      ? request.chainFilter.map((id) => parseChainId(id)).filter((id) => chains.ids.includes(id))
      : chains.ids
    const entries = await Promise.all(
      ids.map(async (chainId) => {
        const account = await ownAccount(user, chainId, request.account)
        return [numberToHex(chainId), await assetsOn(chainId, account, request)] as const
      }),
    )
    return Object.fromEntries(entries)
  }

  return {
    wallet_grantPermissions: grant,
    wallet_revokePermissions: revoke,
    wallet_getAssets: getAssets,
  } as const
}

/** The methods createWalletMethods answers. */
export type WalletMethodName = keyof ReturnType<typeof createWalletMethods>
