import {
  createPublicClient,
  encodeFunctionData,
  http,
  isHex,
  parseSignature,
  serializeSignature,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, DEV_MNEMONIC } from '../chain/accounts'
import { deployContracts } from '../chain/deployContracts'
import { sendAs } from '../chain/sendAs'
import { type AnvilNode, startAnvil } from '../chain/startAnvil'
import { smartAccountAbi, smartAccountFactoryAbi } from './abis'
import { CONTRACTS } from './contracts'

const owner = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 })
const stranger = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 2 })
const MESSAGE = 'example.org wants you to sign in with your Ethereum account'

let node: AnvilNode
let account: `0x${string}`
let client: ReturnType<typeof createPublicClient>

beforeAll(async () => {
  node = await startAnvil({
    chainId: 8453,
    host: '127.0.0.1',
    port: 0,
    genesisTimestamp: Math.floor(Date.now() / 1000) - 3600,
  })
  await deployContracts(node.url, Math.floor(Date.now() / 1000) - 1800)
  client = createPublicClient({ transport: http(node.url) })
  account = await client.readContract({
    address: CONTRACTS.smartAccountFactory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  await sendAs(node.url, {
    from: DEV_ACCOUNTS[1]!,
    to: CONTRACTS.smartAccountFactory,
    data: encodeFunctionData({
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, 0n],
    }),
  })
}, 60_000)
afterAll(async () => {
  await node?.close()
})

describe('SmartAccount signatures (ERC-1271)', () => {
  it('is deployed for its owner', async () => {
    expect(isHex(await client.getCode({ address: account }))).toBe(true)
    expect(
      await client.readContract({ address: account, abi: smartAccountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
  })

  it("verifies the owner's signature of a message as the account's, through viem", async () => {
    const signature = await owner.signMessage({ message: MESSAGE })
    expect(await client.verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)
  })

  it('refuses another key, another message, a malleated or malformed signature', async () => {
    const byStranger = await stranger.signMessage({ message: MESSAGE })
    expect(
      await client.verifyMessage({ address: account, message: MESSAGE, signature: byStranger }),
    ).toBe(false)
    const good = await owner.signMessage({ message: MESSAGE })
    expect(
      await client.verifyMessage({ address: account, message: `${MESSAGE}!`, signature: good }),
    ).toBe(false)
    // The same signature with s flipped to the upper half of the curve order (EIP-2).
    const { r, s, yParity } = parseSignature(good)
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const malleated = serializeSignature({
      r,
      s: `0x${(n - BigInt(s)).toString(16).padStart(64, '0')}`,
      yParity: yParity === 0 ? 1 : 0,
    })
    expect(
      await client.verifyMessage({ address: account, message: MESSAGE, signature: malleated }),
    ).toBe(false)
    expect(
      await client.verifyMessage({ address: account, message: MESSAGE, signature: '0x1234' }),
    ).toBe(false)
  })
})
