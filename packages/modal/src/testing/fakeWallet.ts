import { type Config, connect, createConfig, injected } from '@wagmi/core'
import { custom, type EIP1193RequestFn, hexToString } from 'viem'
import { createEvmAdapter } from '../connectors/createEvmAdapter'
import type { Core } from '../core/createCore'
import { base } from '../utils/networks'
import type { ModalOptions } from '../utils/resolveOptions'
import { createTestCore, FIXTURE_ADDRESS } from './createTestCore'

/** How the fake wallet answers. */
export type FakeWalletOptions = {
  /** The hash eth_sendTransaction answers (each send is mined at once under it). */
  hash?: string
  /** The receipt's `to`. */
  to?: string
  /** Sends and signatures are refused with 4001. */
  reject?: boolean
  /** The mined transaction reverted (receipt status 0x0). */
  revert?: boolean
  /** personal_sign fails with an internal error (-32603). */
  failSign?: boolean
  /** personal_sign's answer for the decoded message. */
  signMessage?: (message: string) => Promise<string>
  /** The API clients' fetch of the core (a fake API). */
  fetch?: typeof fetch
  /**
   * The chain mines the send only once `mined` is true (until then no receipt, and the block
   * number stays put); left out, every send is mined at once.
   */
  pool?: { mined: boolean }
  /** Options of the core (e.g. a short `receiptTimeoutMs`). */
  options?: Partial<ModalOptions>
}

/**
 * A wallet and a Base chain in one, for unit tests: answers what viem asks, records every
 * eth_sendTransaction (values in lower case, as viem may checksum what it hands the wallet).
 */
export function fakeWallet(options: FakeWalletOptions = {}) {
  const hash = options.hash ?? `0x${'12'.repeat(32)}`
  const sent: Array<Record<string, string>> = []
  const block = {
    number: '0x10',
    timestamp: '0x64',
    hash: `0x${'ab'.repeat(32)}`,
    baseFeePerGas: '0x1',
    transactions: [],
  }
  const refused = () => Object.assign(new Error('User rejected'), { code: 4001 })
  const request = (async ({ method, params }: { method: string; params?: unknown[] }) => {
    switch (method) {
      case 'eth_chainId':
        return '0x2105'
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [FIXTURE_ADDRESS]
      case 'personal_sign':
        if (options.reject) throw refused()
        if (options.failSign) throw Object.assign(new Error('Wallet broke'), { code: -32603 })
        if (!options.signMessage) throw new Error('unexpected personal_sign')
        return options.signMessage(hexToString(params?.[0] as `0x${string}`))
      case 'eth_sendTransaction':
        if (options.reject) throw refused()
        sent.push(
          Object.fromEntries(
            Object.entries((params?.[0] ?? {}) as Record<string, string>).map(([k, v]) => [
              k,
              String(v).toLowerCase(),
            ]),
          ),
        )
        return hash
      case 'eth_blockNumber':
        return options.pool && !options.pool.mined ? '0xf' : '0x10'
      case 'eth_getTransactionByHash':
        return {
          hash,
          nonce: '0x0',
          from: FIXTURE_ADDRESS,
          to: options.to ?? FIXTURE_ADDRESS,
          value: '0x0',
          input: '0x',
          gas: '0x5208',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          type: '0x2',
          chainId: '0x2105',
          blockHash: null,
          blockNumber: null,
          transactionIndex: null,
          v: '0x0',
          r: '0x1',
          s: '0x1',
        }
      case 'eth_getBlockByNumber':
        return block
      case 'eth_getTransactionReceipt':
        if (options.pool && !options.pool.mined) return null
        return {
          transactionHash: hash,
          status: options.revert ? '0x0' : '0x1',
          blockNumber: '0x10',
          blockHash: block.hash,
          from: FIXTURE_ADDRESS,
          to: options.to ?? FIXTURE_ADDRESS,
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

/** A fixture core whose wagmi is connected to a fake wallet (see fakeWallet) on Base. */
export async function connectFakeWallet(
  options: FakeWalletOptions = {},
): Promise<{ core: Core; sent: Array<Record<string, string>> }> {
  const wallet = fakeWallet(options)
  const config: Config = createConfig({
    chains: [base],
    connectors: [
      injected({
        target: () => ({ id: 'fake', name: 'Fake', provider: wallet.provider as never }),
      }),
    ],
    transports: { [base.id]: custom(wallet.provider) },
    storage: null,
  })
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  await connect(config, { connector })
  const core = createTestCore({ connected: true, fetch: options.fetch, options: options.options })
  core.evm = createEvmAdapter({ networks: [base], rpcUrls: {}, wagmiConfig: config })
  return { core, sent: wallet.sent }
}
