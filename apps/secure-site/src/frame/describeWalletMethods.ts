import type { Row } from './decodeCall'
import { describeUserOperation } from './describeUserOperation'

/** The card of a permission grant or revocation (docs/behaviour.md#wallet-methods); undefined for other methods. */
export function describeWalletMethod(
  method: string,
  params: unknown,
): { title: string; rows: Row[] } | undefined {
  const first = (Array.isArray(params) ? params[0] : undefined) as
    | Record<string, unknown>
    | undefined
  if (method === 'wallet_grantPermissions') {
    const permissions = Array.isArray(first?.permissions)
      ? (first.permissions as Array<{ type?: unknown; data?: unknown; required?: unknown }>)
      : []
    const expiry = Number(first?.expiry)
    return {
      title: 'Grant permissions',
      rows: [
        ['Expires', Number.isFinite(expiry) ? new Date(expiry * 1000).toUTCString() : 'Never'],
        ...permissions.map((permission, i): Row => {
          const data = permission.data === undefined ? '' : `\n${JSON.stringify(permission.data)}`
          const required = permission.required === false ? ' (optional)' : ''
          return [`Permission ${i + 1}`, `${String(permission.type ?? '')}${required}${data}`]
        }),
      ],
    }
  }
  if (method === 'eth_sendUserOperation') return describeUserOperation(params)
  if (method === 'wallet_revokePermissions') {
    return {
      title: 'Revoke permissions',
      rows: [['Permissions', String(first?.permissionsContext ?? '')]],
    }
  }
  return undefined
}
