import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { createFakeFrameClient } from '../../testing/fakeAuthRuntime'
import { USER_REJECTED_MESSAGE } from './createAuthProvider'
import { createAuthSolanaWallet } from './createAuthSolanaWallet'

const ADDRESS = 'EnPh9fk5jJmcSm572SH4ERyKKixz2xxFT7zARD1YGswr'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function setup(rpc: (payload: unknown) => unknown) {
  const client = createFakeFrameClient({ rpcRequest: rpc })
  const events: string[] = []
  const wallet = createAuthSolanaWallet({
    client,
    address: ADDRESS,
    chainId: SOLANA,
    onApprovalStart: (method) => events.push(`start ${method}`),
    onApprovalEnd: (method) => events.push(`end ${method}`),
  })
  return { wallet, client, events }
}

describe('createAuthSolanaWallet', () => {
  it('sends bytes as base58 on the solana namespace and its network, and decodes the answers', async () => {
    const signature = Uint8Array.from({ length: 64 }, (_, i) => i + 1)
    const { wallet, client, events } = setup((payload) => {
      const { method } = payload as { method: string }
      if (method === 'solana_signMessage') return { signature: bs58.encode(signature) }
      if (method === 'solana_signTransaction') return { transaction: bs58.encode([9, 9]) }
      if (method === 'solana_signAllTransactions') return { transactions: [bs58.encode([7])] }
      return { signature: 'sig58' }
    })
    expect(await wallet.signMessage(new TextEncoder().encode('hi'))).toEqual(signature)
    expect(await wallet.signTransaction(Uint8Array.from([1, 2]))).toEqual(Uint8Array.from([9, 9]))
    expect(await wallet.signAllTransactions([Uint8Array.from([3])])).toEqual([Uint8Array.from([7])])
    expect(
      await wallet.signAndSendTransaction(Uint8Array.from([1]), {
        skipPreflight: true,
        preflightCommitment: 'processed',
        maxRetries: 1,
        minContextSlot: 5,
      }),
    ).toBe('sig58')
    expect(client.calls.map((call) => call.payload)).toEqual([
      {
        method: 'solana_signMessage',
        params: { message: bs58.encode(new TextEncoder().encode('hi')), pubkey: ADDRESS },
        chainNamespace: 'solana',
        chainId: SOLANA,
      },
      {
        method: 'solana_signTransaction',
        params: { transaction: bs58.encode([1, 2]) },
        chainNamespace: 'solana',
        chainId: SOLANA,
      },
      {
        method: 'solana_signAllTransactions',
        params: { transactions: [bs58.encode([3])] },
        chainNamespace: 'solana',
        chainId: SOLANA,
      },
      {
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: bs58.encode([1]),
          options: {
            skipPreflight: true,
            preflightCommitment: 'processed',
            maxRetries: 1,
            minContextSlot: 5,
          },
        },
        chainNamespace: 'solana',
        chainId: SOLANA,
      },
    ])
    expect(events).toEqual([
      'start solana_signMessage',
      'end solana_signMessage',
      'start solana_signTransaction',
      'end solana_signTransaction',
      'start solana_signAllTransactions',
      'end solana_signAllTransactions',
      'start solana_signAndSendTransaction',
      'end solana_signAndSendTransaction',
    ])
  })

  it('a rejection in the frame is code 4001; other failures -32603; the approval closes either way', async () => {
    const rejecting = setup(() => {
      throw new Error(USER_REJECTED_MESSAGE)
    })
    await expect(rejecting.wallet.signMessage(Uint8Array.from([1]))).rejects.toMatchObject({
      code: 4001,
      message: USER_REJECTED_MESSAGE,
    })
    expect(rejecting.events).toEqual(['start solana_signMessage', 'end solana_signMessage'])
    const failing = setup(() => {
      throw new Error('The transaction was refused by the cluster')
    })
    await expect(failing.wallet.signAndSendTransaction(Uint8Array.from([1]))).rejects.toMatchObject(
      { code: -32603, message: 'The transaction was refused by the cluster' },
    )
  })
})
