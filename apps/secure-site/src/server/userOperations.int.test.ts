import { type Address, encodeFunctionData, type Hex, parseAbi, parseEther } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteClient } from '../testing/siteClient'
import { startTestSite } from '../testing/startTestSite'
import { FACTORY_ABI } from './wallet/smartAccountAbi'

const ACCOUNT = parseAbi(['function execute(address to, uint256 value, bytes data)'])
const TO = '0x00000000000000000000000000000000000000c4'

let site: Awaited<ReturnType<typeof startTestSite>>
let client: ReturnType<typeof siteClient>
let eoa: Address
let smart: Address
let entryPoint: Address

const rpc = <T>(method: string, params: unknown[]) => client.rpc<T>(method, params)
const execute = (value: bigint) =>
  encodeFunctionData({ abi: ACCOUNT, functionName: 'execute', args: [TO, value, '0x'] })

/** Polls the receipt as a dapp does, until the operation is mined. */
async function receiptOf(hash: Hex) {
  for (;;) {
    const receipt = await rpc<Record<string, unknown> | null>('eth_getUserOperationReceipt', [hash])
    if (receipt) return receipt
  }
}

beforeAll(async () => {
  site = await startTestSite()
  client = siteClient(site)
  await client.loginWithEmail('userop@example.com', 'device-1')
  const user = await client.post<{ accounts: Array<{ address: Address; type: string }> }>(
    '/api/user',
    { chainId: 8453 },
  )
  eoa = user.accounts.find((a) => a.type === 'eoa')!.address
  smart = user.accounts.find((a) => a.type === 'smartAccount')!.address
  entryPoint = await site.chain.client.readContract({
    address: site.chain.factory,
    abi: FACTORY_ABI,
    functionName: 'entryPoint',
  })
})
afterAll(async () => {
  await site?.stop()
})

describe('ERC-4337 through the embedded smart account', () => {
  it("names the devnet's EntryPoint and estimates the deploying operation's gas", async () => {
    expect(await rpc('eth_supportedEntryPoints', [])).toEqual([entryPoint])
    const gas = await rpc<Record<string, Hex>>('eth_estimateUserOperationGas', [
      { sender: smart, callData: execute(0n) },
      entryPoint,
    ])
    expect(BigInt(gas.verificationGasLimit!)).toBe(1_000_000n)
    expect(BigInt(gas.callGasLimit!)).toBeGreaterThanOrEqual(100_000n)
    expect(await rpc('eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).toBeNull()
  })

  it('deploys the account with the first operation, runs the call, and reads it back from the chain', async () => {
    expect(await site.chain.client.getCode({ address: smart })).toBeUndefined()
    const fund = await rpc<Hex>('eth_sendTransaction', [
      { from: eoa, to: smart, value: `0x${parseEther('1').toString(16)}` },
    ])
    await site.chain.client.waitForTransactionReceipt({ hash: fund })

    const hash = await rpc<Hex>('eth_sendUserOperation', [
      { sender: smart, callData: execute(5n) },
      entryPoint,
    ])
    const receipt = await receiptOf(hash)
    expect(receipt).toMatchObject({
      userOpHash: hash,
      entryPoint,
      sender: smart,
      nonce: '0x0',
      success: true,
      receipt: { status: '0x1', from: eoa, to: entryPoint },
    })
    expect(await site.chain.client.getBalance({ address: TO })).toBe(5n)
    expect(await site.chain.client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)

    const found = await rpc<{ userOperation: Record<string, Hex>; transactionHash: Hex }>(
      'eth_getUserOperationByHash',
      [hash],
    )
    expect(found.transactionHash).toBe(
      (receipt.receipt as { transactionHash: Hex }).transactionHash,
    )
    expect(found.userOperation).toMatchObject({
      sender: smart,
      nonce: '0x0',
      callData: execute(5n),
    })
    // The hash is the standard v0.7 one: viem computes the same from the operation as mined.
    const op = found.userOperation
    expect(
      getUserOperationHash({
        chainId: 8453,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        userOperation: {
          sender: op.sender as Address,
          nonce: BigInt(op.nonce!),
          factory: op.factory as Address,
          factoryData: op.factoryData,
          callData: op.callData!,
          callGasLimit: BigInt(op.callGasLimit!),
          verificationGasLimit: BigInt(op.verificationGasLimit!),
          preVerificationGas: BigInt(op.preVerificationGas!),
          maxFeePerGas: BigInt(op.maxFeePerGas!),
          maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas!),
          signature: op.signature!,
        },
      }),
    ).toBe(hash)

    // The second operation needs no deployment and takes the next nonce.
    const next = await rpc<Hex>('eth_sendUserOperation', [
      { sender: smart, callData: execute(7n) },
      entryPoint,
    ])
    expect(await receiptOf(next)).toMatchObject({ nonce: '0x1', success: true })
    expect(await site.chain.client.getBalance({ address: TO })).toBe(12n)
  })

  it('refuses another sender, another entry point and a used nonce, sending nothing', async () => {
    await expect(
      rpc('eth_sendUserOperation', [{ sender: eoa, callData: execute(1n) }, entryPoint]),
    ).rejects.toThrow('The sender is not your smart account')
    await expect(
      rpc('eth_sendUserOperation', [{ sender: smart, callData: execute(1n) }, TO]),
    ).rejects.toThrow('Unsupported entry point')
    await expect(
      rpc('eth_sendUserOperation', [
        { sender: smart, nonce: '0x0', callData: execute(1n) },
        entryPoint,
      ]),
    ).rejects.toThrow('The user operation was refused')
    expect(await site.chain.client.getBalance({ address: TO })).toBe(12n)
  })
})
