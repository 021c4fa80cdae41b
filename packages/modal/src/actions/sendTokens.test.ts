import { type Config, connect, createConfig, injected } from '@wagmi/core'
import { custom, type EIP1193RequestFn } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFixtureCore, FIXTURE_ADDRESS } from '../components/CoreFixture/CoreFixture'
import { FIXTURE_TOKENS } from '../components/CoreFixture/fixtureData'
import { createEvmAdapter } from '../connectors/createEvmAdapter'
import { base } from '../utils/networks'
import { sendTokens } from './sendTokens'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'12'.repeat(32)}`
const [ETH, USDC] = FIXTURE_TOKENS as [(typeof FIXTURE_TOKENS)[0], (typeof FIXTURE_TOKENS)[0]]

/** A wallet and a chain in one: answers what viem asks, records every eth_sendTransaction. */
function fakeChain(options: { reject?: boolean }) {
  const sent: Array<Record<string, string>> = []
  const block = {
    number: '0x10',
    timestamp: '0x64',
    hash: `0x${'ab'.repeat(32)}`,
    baseFeePerGas: '0x1',
    transactions: [],
  }
  const request = (async ({ method, params }: { method: string; params?: unknown[] }) => {
    switch (method) {
      case 'eth_chainId':
        return '0x2105'
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [FIXTURE_ADDRESS]
      case 'eth_sendTransaction':
        if (options.reject) throw Object.assign(new Error('User rejected'), { code: 4001 })
        // Compared in lower case: viem may checksum what it hands the wallet.
        sent.push(
          Object.fromEntries(
            Object.entries((params?.[0] ?? {}) as Record<string, string>).map(([k, v]) => [
              k,
              String(v).toLowerCase(),
            ]),
          ),
        )
        return HASH
      case 'eth_blockNumber':
        return '0x10'
      case 'eth_getBlockByNumber':
        return block
      case 'eth_getTransactionReceipt':
        return {
          transactionHash: HASH,
          status: '0x1',
          blockNumber: '0x10',
          blockHash: block.hash,
          from: FIXTURE_ADDRESS,
          to: TO,
          gasUsed: '0x5208',
          cumulativeGasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          transactionIndex: '0x0',
          type: '0x2',
          contractAddress: null,
        }
      default:
        throw new Error(`unexpected ${method}`)
    }
  }) as unknown as EIP1193RequestFn
  return { sent, provider: { request, on: () => undefined, removeListener: () => undefined } }
}

async function connectedCore(options: { reject?: boolean } = {}) {
  const chain = fakeChain(options)
  const config: Config = createConfig({
    chains: [base],
    connectors: [
      injected({ target: () => ({ id: 'fake', name: 'Fake', provider: chain.provider as never }) }),
    ],
    transports: { [base.id]: custom(chain.provider) },
    storage: null,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  const core = createFixtureCore()
  core.evm = createEvmAdapter({ networks: [base], rpcUrls: {}, wagmiConfig: config })
  const preview = { view: 'WalletSendPreview' as const, params: undefined }
  core.stores.router.history = [preview]
  core.stores.router.current = preview
  return { core, sent: chain.sent }
}

beforeEach(() => {
  // Balances and activity refresh after a send: answer them without a network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ balances: [], data: [] })),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('sendTokens', () => {
  it('sends ETH as a value transfer, waits for the receipt, resets the form and shows the hash', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: ETH, sendTokenAmount: '0.01', receiverAddress: TO })
    expect(await sendTokens(core)).toEqual({ status: 'success', hash: HASH })
    expect(sent[0]).toMatchObject({ to: TO.toLowerCase(), value: '0x2386f26fc10000' })
    expect(core.stores.send).toMatchObject({
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: undefined,
      hash: HASH,
    })
    expect(core.stores.router.current).toMatchObject({
      view: 'WalletSendSuccess',
      params: { hash: HASH, amount: '0.01', symbol: 'ETH' },
    })
  })

  it('sends an ERC20 through transfer(to, amount) on the token contract', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: USDC, sendTokenAmount: '5', receiverAddress: TO })
    await sendTokens(core)
    expect(sent[0]?.to).toBe(USDC.address?.toLowerCase())
    // transfer(address,uint256) = 0xa9059cbb; 5 USDC = 5,000,000 = 0x4c4b40.
    expect(sent[0]?.data).toBe(
      `0xa9059cbb${TO.slice(2).toLowerCase().padStart(64, '0')}${'4c4b40'.padStart(64, '0')}`,
    )
  })

  it('keeps the form exactly as typed when the wallet rejects, quietly', async () => {
    const { core } = await connectedCore({ reject: true })
    Object.assign(core.stores.send, {
      token: USDC,
      sendTokenAmount: '2.50',
      receiverInput: 'bob.reown.id',
      receiverAddress: TO,
    })
    expect(await sendTokens(core)).toEqual({ status: 'rejected' })
    expect(core.stores.send).toMatchObject({
      token: USDC,
      sendTokenAmount: '2.50',
      receiverInput: 'bob.reown.id',
      receiverAddress: TO,
      status: 'idle',
      error: undefined,
    })
    expect(core.stores.toast.toasts).toEqual([])
    expect(core.stores.router.current.view).toBe('WalletSendPreview')
  })

  it('refuses an invalid form before the wallet is asked', async () => {
    const { core, sent } = await connectedCore()
    Object.assign(core.stores.send, { token: USDC, sendTokenAmount: '5000', receiverAddress: TO })
    expect(await sendTokens(core)).toEqual({
      status: 'invalid',
      message: 'Insufficient USDC balance',
    })
    expect(sent).toEqual([])
  })
})
