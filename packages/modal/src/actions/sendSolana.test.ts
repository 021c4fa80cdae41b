import { describe, expect, it, vi } from 'vitest'
import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import type { SolanaTransfer } from '../connectors/solana/solanaTransfer'
import { createTestCore } from '../testing/createTestCore'
import {
  connectFixtureOnSolana,
  SOLANA_FIXTURE_ADDRESS,
  SOLANA_FIXTURE_RECEIVER,
  SOLANA_FIXTURE_TOKENS,
  SOLANA_OPTIONS,
} from '../testing/solanaFixture'
import { openModal, pushView } from './router'
import { sendSolanaTokens, solanaExplorerUrl } from './sendSolana'

const SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'

/** A core connected on Solana with the send form filled: 1.5 USDC to the receiver. */
function solanaCore(sendTransfer: (name: string, transfer: SolanaTransfer) => Promise<string>) {
  const core = createTestCore({
    options: { ...SOLANA_OPTIONS, solanaSendOptions: { maxRetries: 2, skipPreflight: true } },
    offline: true,
    setup: connectFixtureOnSolana,
  })
  core.solana = {
    sendTransfer: vi.fn(sendTransfer),
    getBalance: async () => 99e9,
  } as unknown as SolanaAdapter
  openModal(core.stores, 'Account')
  pushView(core.stores, 'WalletSend')
  pushView(core.stores, 'WalletSendPreview')
  const { send } = core.stores
  send.token = SOLANA_FIXTURE_TOKENS[1]
  send.sendTokenAmount = '1.5'
  send.receiverInput = SOLANA_FIXTURE_RECEIVER
  send.receiverAddress = SOLANA_FIXTURE_RECEIVER
  return core
}

describe('sendSolanaTokens', () => {
  it("has the wallet send the token with the modal's send options, then shows Sent with the signature and its explorer link", async () => {
    let transfer: SolanaTransfer | undefined
    const core = solanaCore(async (_name, given) => {
      transfer = given
      given.onSent?.(SIGNATURE)
      expect(core.stores.send.status).toBe('waiting')
      return SIGNATURE
    })
    expect(await sendSolanaTokens(core)).toEqual({ status: 'success', hash: SIGNATURE })
    expect(core.solana?.sendTransfer).toHaveBeenCalledWith('Devnet Wallet', expect.anything())
    expect(transfer).toMatchObject({
      from: SOLANA_FIXTURE_ADDRESS,
      to: SOLANA_FIXTURE_RECEIVER,
      amount: 1_500_000n,
      mint: SOLANA_FIXTURE_TOKENS[1]?.address,
      decimals: 6,
      chain: 'solana:mainnet',
      options: { maxRetries: 2, skipPreflight: true },
    })
    expect(core.stores.router.current).toEqual({
      view: 'WalletSendSuccess',
      params: {
        hash: SIGNATURE,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        amount: '1.5',
        symbol: 'USDC',
        to: SOLANA_FIXTURE_RECEIVER,
        explorerUrl: `https://explorer.solana.com/tx/${SIGNATURE}?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A8899`,
      },
    })
    // Success clears the form.
    expect(core.stores.send.sendTokenAmount).toBe('')
    expect(core.stores.send.receiverInput).toBe('')
  })

  it('keeps the form exactly as typed when the wallet refuses, quietly', async () => {
    const core = solanaCore(async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    )
    expect(await sendSolanaTokens(core)).toEqual({ status: 'rejected' })
    const { send, router, toast } = core.stores
    expect(send).toMatchObject({
      sendTokenAmount: '1.5',
      receiverInput: SOLANA_FIXTURE_RECEIVER,
      status: 'idle',
      error: undefined,
    })
    expect(router.current.view).toBe('WalletSendPreview')
    expect(toast.toasts).toEqual([])
  })

  it("says 'Failed to send' when the cluster refuses, and keeps the form", async () => {
    const core = solanaCore(async () =>
      Promise.reject(
        Object.assign(new Error('Minimum context slot has not been reached'), { code: -32016 }),
      ),
    )
    expect(await sendSolanaTokens(core)).toEqual({ status: 'failed', message: 'Failed to send' })
    expect(core.stores.send.error).toBe('Failed to send')
    expect(core.stores.send.sendTokenAmount).toBe('1.5')
    expect(core.stores.toast.toasts[0]?.message).toBe('Failed to send')
  })

  it('checks the form first, in the words of validateSend', async () => {
    const core = solanaCore(async () => SIGNATURE)
    core.stores.send.receiverAddress = undefined
    expect(await sendSolanaTokens(core)).toEqual({
      status: 'invalid',
      message: 'An amount and receiver address are required',
    })
    expect(core.solana?.sendTransfer).not.toHaveBeenCalled()
  })
})

describe('solanaExplorerUrl', () => {
  it("points the explorer at the cluster: the modal's own local RPC, or the named cluster", () => {
    const network = {
      id: 'x',
      name: 'Solana Devnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:x',
      walletChain: 'solana:devnet',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    } as const
    expect(solanaExplorerUrl(network, 'https://rpc.example/v1', 'sig')).toBe(
      'https://explorer.solana.com/tx/sig?cluster=devnet',
    )
    expect(solanaExplorerUrl({ ...network, walletChain: 'solana:mainnet' }, undefined, 'sig')).toBe(
      'https://explorer.solana.com/tx/sig',
    )
    expect(solanaExplorerUrl(network, 'http://localhost:8899', 'sig')).toBe(
      'https://explorer.solana.com/tx/sig?cluster=custom&customUrl=http%3A%2F%2Flocalhost%3A8899',
    )
  })
})
