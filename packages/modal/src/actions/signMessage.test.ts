import { PublicKey } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import type { SolanaAdapter } from '../connectors/solana/createSolanaAdapter'
import { createTestCore } from '../testing/createTestCore'
import {
  connectFixtureOnSolana,
  SOLANA_FIXTURE_ADDRESS,
  SOLANA_OPTIONS,
} from '../testing/solanaFixture'
import { signMessage } from './signMessage'

/** A core on Solana whose wallet answers signMessage with `answer`. */
function onSolana(answer: () => Promise<Uint8Array>) {
  const core = createTestCore({ options: SOLANA_OPTIONS, setup: connectFixtureOnSolana })
  core.solana = { signMessage: vi.fn(answer) } as unknown as SolanaAdapter
  return core
}

describe('signMessage', () => {
  it("signs on Solana with the connected wallet's account; the signature in base58", async () => {
    const signature = new PublicKey(SOLANA_FIXTURE_ADDRESS).toBytes()
    const core = onSolana(async () => signature)
    expect(await signMessage(core, { message: 'hello' })).toEqual({
      namespace: 'solana',
      address: SOLANA_FIXTURE_ADDRESS,
      signature: SOLANA_FIXTURE_ADDRESS,
    })
    expect(core.solana?.signMessage).toHaveBeenCalledWith(
      'Devnet Wallet',
      SOLANA_FIXTURE_ADDRESS,
      new TextEncoder().encode('hello'),
    )
  })

  it("says 'Error signing message', coded USER_REJECTED, when the visitor refuses", async () => {
    const core = onSolana(async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    )
    await expect(signMessage(core, { message: 'hello' })).rejects.toMatchObject({
      shortMessage: 'Error signing message',
      code: 'USER_REJECTED',
    })
  })

  it('needs a connected wallet', async () => {
    await expect(signMessage(createTestCore(), { message: 'hello' })).rejects.toMatchObject({
      shortMessage: 'No connector found for connection',
    })
  })

  it("says 'Invalid connection status' while the account is still reconnecting", async () => {
    const core = onSolana(async () => new Uint8Array(64))
    core.stores.account.status = 'reconnecting'
    await expect(signMessage(core, { message: 'hello' })).rejects.toMatchObject({
      shortMessage: 'Invalid connection status',
      code: 'INVALID_CONNECTION_STATUS',
    })
    expect(core.solana?.signMessage).not.toHaveBeenCalled()
  })

  it("warns APKTW001 'Inactive Namespace Not Connected' when asked to sign on the other namespace", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const core = onSolana(async () => new Uint8Array(64))
      await expect(
        signMessage(core, { message: 'hello', namespace: 'eip155' }),
      ).rejects.toMatchObject({
        shortMessage: 'No connector found for connection',
        code: 'CONNECTOR_NOT_FOUND',
      })
      expect(warn).toHaveBeenCalledWith(
        '[w3m] APKTW001 Inactive Namespace Not Connected: eip155 (the connected namespace is solana)',
      )
      expect(core.solana?.signMessage).not.toHaveBeenCalled()
      // Naming the connected namespace signs as usual, without the warning.
      warn.mockClear()
      await signMessage(core, { message: 'hello', namespace: 'solana' })
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })
})
