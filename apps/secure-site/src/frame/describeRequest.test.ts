import { encodeFunctionData, maxUint160, maxUint256, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeMessage, describeRequest, formatEth } from './describeRequest'

const TOKEN = '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'
const NFT = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x2222222222222222222222222222222222222222'
const ALICE = '0x3333333333333333333333333333333333333333'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

const ERC20 = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** Base, with USDC the one token the fake chain knows. */
const context = {
  chainId: 8453,
  readToken: async (address: string) =>
    address === TOKEN ? { symbol: 'USDC', decimals: 6 } : undefined,
}

const send = (data: string, to = TOKEN) =>
  describeRequest('eth_sendTransaction', [{ to, value: '0x0', data }], context)
const rows = async (summary: Promise<{ rows: Array<[string, string]> }>) =>
  Object.fromEntries((await summary).rows)

describe('describeRequest', () => {
  it('formats amounts and decodes text messages', () => {
    expect(formatEth('0xde0b6b3a7640000')).toBe('1 ETH')
    expect(formatEth('1500000000000000')).toBe('0.0015 ETH')
    expect(formatEth(undefined)).toBe('0 ETH')
    expect(decodeMessage('0x68656c6c6f')).toBe('hello')
    expect(decodeMessage('0xff00')).toBe('0xff00')
    expect(decodeMessage('plain')).toBe('plain')
  })

  it('names the network on every card', async () => {
    expect(await describeRequest('personal_sign', ['0x6869', '0xabc'], context)).toEqual({
      title: 'Sign message',
      rows: [
        ['Network', 'Base (8453)'],
        ['Message', 'hi'],
      ],
    })
    expect(
      (await describeRequest('eth_sendTransaction', [{}], { chainId: 42161 })).rows[0],
    ).toEqual(['Network', 'Arbitrum One (42161)'])
    expect((await describeRequest('wallet_foo', [], { chainId: 31337 })).rows[0]).toEqual([
      'Network',
      'Chain 31337 (31337)',
    ])
  })

  it('a plain transfer of ETH', async () => {
    expect(
      await rows(
        describeRequest(
          'eth_sendTransaction',
          [{ to: ALICE, value: '0xde0b6b3a7640000' }],
          context,
        ),
      ),
    ).toEqual({
      Network: 'Base (8453)',
      To: ALICE,
      Amount: '1 ETH',
    })
  })

  it('ERC-20 approve: the spender, and "unlimited" for the max amount', async () => {
    const max = encodeFunctionData({
      abi: ERC20,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    })
    expect(await rows(send(max))).toMatchObject({
      Contract: TOKEN,
      Action: 'approve',
      Spender: SPENDER,
      Amount: 'unlimited USDC',
    })
    const some = encodeFunctionData({
      abi: ERC20,
      functionName: 'approve',
      args: [SPENDER, 2_500_000n],
    })
    expect((await rows(send(some))).Amount).toBe('2.5 USDC')
  })

  it('ERC-20 transfer, transferFrom and increaseAllowance', async () => {
    const transfer = encodeFunctionData({
      abi: ERC20,
      functionName: 'transfer',
      args: [ALICE, 10_000_000n],
    })
    expect(await rows(send(transfer))).toMatchObject({
      Action: 'transfer',
      Recipient: ALICE,
      Amount: '10 USDC',
    })
    const from = encodeFunctionData({
      abi: ERC20,
      functionName: 'transferFrom',
      args: [SPENDER, ALICE, 1n],
    })
    expect(await rows(send(from))).toMatchObject({
      Action: 'transferFrom',
      From: SPENDER,
      Recipient: ALICE,
      Amount: '0.000001 USDC',
    })
    const more = encodeFunctionData({
      abi: ERC20,
      functionName: 'increaseAllowance',
      args: [SPENDER, maxUint256],
    })
    expect(await rows(send(more))).toMatchObject({
      Action: 'increaseAllowance',
      Spender: SPENDER,
      Amount: 'unlimited USDC',
    })
  })

  it('NFT approvals: setApprovalForAll, and approve of a token id on a contract with no decimals', async () => {
    const all = encodeFunctionData({
      abi: ERC20,
      functionName: 'setApprovalForAll',
      args: [SPENDER, true],
    })
    expect(await rows(send(all, NFT))).toMatchObject({
      Contract: NFT,
      Action: 'setApprovalForAll: ALL your NFTs of this collection',
      Operator: SPENDER,
    })
    const one = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [SPENDER, 42n] })
    expect(await rows(send(one, NFT))).toMatchObject({
      Action: 'approve',
      Spender: SPENDER,
      'Amount or token ID': '42 (raw units)',
    })
  })

  it('an unknown call says so and keeps its raw data', async () => {
    const data = '0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001'
    expect(await rows(send(data, NFT))).toMatchObject({ Action: 'Unknown call', Data: data })
    // ETH sent along with a contract call shows as its value, apart from any token amount.
    const paid = describeRequest(
      'eth_sendTransaction',
      [{ to: NFT, value: '0xde0b6b3a7640000', data }],
      context,
    )
    expect(await rows(paid)).toMatchObject({
      Contract: NFT,
      Value: '1 ETH',
      Action: 'Unknown call',
    })
  })

  it('wallet_sendCalls lists each call decoded', async () => {
    const approve = encodeFunctionData({
      abi: ERC20,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    })
    const summary = await describeRequest(
      'wallet_sendCalls',
      [
        {
          calls: [
            { to: TOKEN, data: approve },
            { to: ALICE, value: '0xde0b6b3a7640000' },
            { to: NFT, data: '0x12345678' },
          ],
        },
      ],
      context,
    )
    expect(summary.title).toBe('Send 3 calls')
    expect(summary.rows).toEqual([
      ['Network', 'Base (8453)'],
      [
        'Call 1',
        `Contract: ${TOKEN}\nAction: approve\nSpender: ${SPENDER}\nAmount: unlimited USDC`,
      ],
      ['Call 2', `To: ${ALICE}\nAmount: 1 ETH`],
      ['Call 3', `Contract: ${NFT}\nAction: Unknown call\nData: 0x12345678`],
    ])
  })
})

describe('typed data', () => {
  const typed = (data: unknown) =>
    describeRequest('eth_signTypedData_v4', [ALICE, JSON.stringify(data)], context)

  it('an EIP-2612 permit: domain, spender, amount and deadline', async () => {
    const summary = await typed({
      primaryType: 'Permit',
      domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: TOKEN },
      message: {
        owner: ALICE,
        spender: SPENDER,
        value: maxUint256.toString(),
        nonce: 0,
        deadline: 1_900_000_000,
      },
    })
    expect(summary.title).toBe('Sign token permit')
    expect(Object.fromEntries(summary.rows)).toMatchObject({
      Network: 'Base (8453)',
      Domain: 'USD Coin',
      'Domain chain ID': '8453',
      'Verifying contract': TOKEN,
      Spender: SPENDER,
      Amount: 'unlimited USDC',
      Deadline: '2030-03-17T17:46:40.000Z',
    })
  })

  it('Permit2 PermitSingle and PermitTransferFrom', async () => {
    const single = await typed({
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 8453, verifyingContract: PERMIT2 },
      message: {
        details: {
          token: TOKEN,
          amount: maxUint160.toString(),
          expiration: 281474976710655,
          nonce: 0,
        },
        spender: SPENDER,
        sigDeadline: 1_900_000_000,
      },
    })
    expect(single.title).toBe('Sign Permit2 approval')
    expect(Object.fromEntries(single.rows)).toMatchObject({
      'Verifying contract': PERMIT2,
      Token: TOKEN,
      Spender: SPENDER,
      Amount: 'unlimited USDC',
      Expires: 'never',
    })
    const transfer = await typed({
      primaryType: 'PermitTransferFrom',
      domain: { name: 'Permit2', chainId: 8453, verifyingContract: PERMIT2 },
      message: {
        permitted: { token: TOKEN, amount: '5000000' },
        spender: SPENDER,
        nonce: 1,
        deadline: 1_900_000_000,
      },
    })
    expect(Object.fromEntries(transfer.rows)).toMatchObject({ Spender: SPENDER, Amount: '5 USDC' })
  })

  it('any other typed data shows its domain and full data, and warns of another chain', async () => {
    const data = {
      primaryType: 'Order',
      domain: { name: 'Exchange', chainId: 1, verifyingContract: NFT },
      message: { maker: ALICE },
    }
    const summary = await typed(data)
    expect(summary.title).toBe('Sign typed data')
    expect(Object.fromEntries(summary.rows)).toMatchObject({
      Warning: 'Signed for chain 1, not this network',
      Domain: 'Exchange',
      'Domain chain ID': '1',
      'Verifying contract': NFT,
      Type: 'Order',
      Data: JSON.stringify(data),
    })
  })
})
