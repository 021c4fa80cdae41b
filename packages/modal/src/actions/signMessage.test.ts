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
    expect(await signMessage(core, 'hello')).toEqual({
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
    await expect(signMessage(core, 'hello')).rejects.toMatchObject({
      shortMessage: 'Error signing message',
      code: 'USER_REJECTED',
    })
  })

  it('needs a connected wallet', async () => {
    await expect(signMessage(createTestCore(), 'hello')).rejects.toMatchObject({
      shortMessage: 'No connector found for connection',
    })
  })
})
