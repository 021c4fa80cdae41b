import { encodeFunctionData, parseAbi } from 'viem'
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

  it('shows a user operation: the account and each call of its batch', async () => {
    const abi = parseAbi(['function executeBatch(address[] to, uint256[] value, bytes[] data)'])
    const callData = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [
          '0x00000000000000000000000000000000000000a1',
          '0x00000000000000000000000000000000000000b2',
        ],
        [10n ** 18n, 0n],
        ['0x', '0x1234'],
      ],
    })
    const summary = await describeRequest(
      'eth_sendUserOperation',
      [{ sender: '0x00000000000000000000000000000000000000c3', callData }, '0xep'],
      { chainId: 8453 },
    )
    expect(summary.title).toBe('Send user operation')
    expect(summary.rows.slice(1)).toEqual([
      ['Account', '0x00000000000000000000000000000000000000c3'],
      ['Call 1', 'To: 0x00000000000000000000000000000000000000A1\nAmount: 1 ETH'],
      ['Call 2', 'To: 0x00000000000000000000000000000000000000b2\nAmount: 0 ETH\nData: 0x1234'],
    ])
  })
})
