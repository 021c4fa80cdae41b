import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest'

describe('the approval card of permission methods', () => {
  it('shows a grant: its expiry and each permission', async () => {
    const summary = await describeRequest(
      'wallet_grantPermissions',
      [
        {
          chainId: '0x2105',
          expiry: 1_900_000_000,
          permissions: [
            { type: 'native-token-recurring-allowance', data: { allowance: '0x1' } },
            { type: 'contract-call', required: false },
          ],
        },
      ],
      { chainId: 8453 },
    )
    expect(summary.title).toBe('Grant permissions')
    expect(Object.fromEntries(summary.rows)).toEqual({
      Network: expect.any(String),
      Expires: new Date(1_900_000_000_000).toUTCString(),
      'Permission 1': 'native-token-recurring-allowance\n{"allowance":"0x1"}',
      'Permission 2': 'contract-call (optional)',
    })
  })

  it('shows a revocation with the context it ends', async () => {
    const summary = await describeRequest(
      'wallet_revokePermissions',
      [{ permissionsContext: '0xabc' }],
      { chainId: 8453 },
    )
    expect(summary.title).toBe('Revoke permissions')
    expect(summary.rows[1]).toEqual(['Permissions', '0xabc'])
  })
})
