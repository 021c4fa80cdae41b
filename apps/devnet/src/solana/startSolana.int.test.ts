import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  Transaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { BLOCKHASH_VALIDITY } from './createCluster'
import { startSolana } from './index'
import { solanaDevKeypairs } from './solanaKeys'

describe('the cluster on its own', () => {
  it('expires blockhashes after their window, and stops cleanly', async () => {
    const solana = await startSolana({ host: '127.0.0.1', port: 0 })
    const connection = new Connection(solana.url, 'confirmed')
    const [alice] = solanaDevKeypairs()
    if (!alice) throw new Error('no dev keypair')
    const stale = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: alice.publicKey, ...stale }).add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    tx.sign(alice)
    // Slots move on by themselves; these move them past the blockhash's last valid height.
    while (solana.cluster.blockHeight() <= stale.lastValidBlockHeight) solana.cluster.nextSlot()
    expect(solana.cluster.blockHeight()).toBeGreaterThan(stale.lastValidBlockHeight)
    expect((await connection.isBlockhashValid(stale.blockhash)).value).toBe(false)
    // The slot timer may tick between the reads: the window is counted from the slot served.
    const before = solana.cluster.blockHeight()
    const fresh = await connection.getLatestBlockhash()
    expect(fresh.lastValidBlockHeight).toBeGreaterThanOrEqual(before + BLOCKHASH_VALIDITY)
    expect(fresh.lastValidBlockHeight).toBeLessThanOrEqual(
      solana.cluster.blockHeight() + BLOCKHASH_VALIDITY,
    )
    const error = await connection.sendRawTransaction(tx.serialize()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect(String((error as Error).message)).toMatch(/Blockhash not found/)

    await solana.close()
    await expect(connection.getSlot()).rejects.toThrow()
  })

  it('answers batches and unknown methods as JSON-RPC does', async () => {
    const solana = await startSolana({ host: '127.0.0.1', port: 0 })
    try {
      const response = await fetch(solana.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'getSlot' },
          { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
        ]),
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      const [slot, unknown] = (await response.json()) as Array<Record<string, unknown>>
      expect(slot).toMatchObject({ id: 1, result: expect.any(Number) })
      expect(unknown).toMatchObject({ id: 2, error: { code: -32601 } })
    } finally {
      await solana.close()
    }
  })
})
