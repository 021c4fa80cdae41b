import { recoverMessageAddress, recoverTypedDataAddress } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEV_MNEMONIC } from '../../wallet/devAccounts'
import { createRequestAnswerer } from './answerRequest'

const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
const answer = createRequestAnswerer({ account, rpcUrls: {} })

describe('createRequestAnswerer', () => {
  it('signs a personal message with the dev account', async () => {
    const signature = (await answer(
      'personal_sign',
      ['0x68656c6c6f', account.address],
      8453,
    )) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hello', signature })).toBe(account.address)
  })

  it('signs typed data sent as a JSON string, EIP712Domain included', async () => {
    const typed = {
      domain: { name: 'T', version: '1', chainId: 8453 },
      primaryType: 'Mail',
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      message: { contents: 'hi' },
    } as const
    const signature = (await answer(
      'eth_signTypedData_v4',
      [account.address, JSON.stringify(typed)],
      8453,
    )) as `0x${string}`
    const { EIP712Domain: _, ...types } = typed.types
    expect(await recoverTypedDataAddress({ ...typed, types, signature })).toBe(account.address)
  })

  it('refuses other accounts (4100), unknown methods (4200) and chains without an RPC URL (4902)', async () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await expect(answer('personal_sign', ['0x00', other], 8453)).rejects.toMatchObject({
      code: 4100,
    })
    await expect(answer('eth_sign', [account.address, '0x00'], 8453)).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      answer('eth_sendTransaction', [{ from: account.address, to: other, value: '0x1' }], 1),
    ).rejects.toMatchObject({ code: 4902 })
  })
})
