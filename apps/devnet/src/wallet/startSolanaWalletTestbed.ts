import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { Hono } from 'hono'
import nacl from 'tweetnacl'
import { bundleBrowserScript } from '../api/bundleBrowserScript'
import { startSolana } from '../solana/index'
import { solanaDevKeypairs } from '../solana/solanaKeys'
import { walletRoutes } from './index'

/**
 * A bed for the Solana wallets' browser tests: the seeded local cluster, the two wallet scripts
 * and a page whose dapp (solanaTestbed/dapp.ts) finds wallets with `@wallet-standard/app`.
 * The page's query is passed to both wallet scripts.
 */
export async function startSolanaWalletTestbed() {
  const solana = await startSolana({ host: '127.0.0.1', port: 0 })
  const dapp = await bundleBrowserScript({
    entry: fileURLToPath(new URL('./solanaTestbed/dapp.ts', import.meta.url)),
    format: 'esm',
  })
  const app = new Hono()
  app.route('/', walletRoutes({ rpcUrls: {}, solanaRpcUrl: solana.url }))
  app.get('/dapp.js', (c) =>
    c.body(dapp, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  )
  app.get('/', (c) => {
    const query = new URL(c.req.url).search
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>solana wallet testbed</title></head><body><h1>solana wallet testbed</h1><script src="/devnet-wallet.js${query}"></script><script src="/devnet-solana-wallet.js${query}"></script><script type="module" src="/dapp.js"></script></body></html>`,
    )
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  if (!server.listening)
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  const connection = new Connection(solana.url, 'confirmed')
  return {
    pageUrl: `http://127.0.0.1:${port}/`,
    rpcUrl: solana.url,
    /** The dev keypairs' addresses (the wallets hold keypair 0, or `?account=`'s). */
    addresses: solanaDevKeypairs().map((keypair) => keypair.publicKey.toBase58()),
    /** A fresh address that holds nothing. */
    newAddress: () => Keypair.generate().publicKey.toBase58(),
    getBalance: (address: string) => connection.getBalance(new PublicKey(address)),
    getSignatureStatus: async (signature: string) =>
      (await connection.getSignatureStatus(signature)).value,
    /** A SOL transfer with a fresh blockhash, serialized unsigned, for a wallet to sign. */
    async unsignedTransfer(from: string, to: string, lamports: number): Promise<number[]> {
      const latest = await connection.getLatestBlockhash()
      const tx = new Transaction({ feePayer: new PublicKey(from), ...latest }).add(
        SystemProgram.transfer({
          fromPubkey: new PublicKey(from),
          toPubkey: new PublicKey(to),
          lamports,
        }),
      )
      return [...tx.serialize({ requireAllSignatures: false, verifySignatures: false })]
    },
    verifyMessage: (text: string, signature: number[], address: string) =>
      nacl.sign.detached.verify(
        new TextEncoder().encode(text),
        Uint8Array.from(signature),
        new PublicKey(address).toBytes(),
      ),
    /** Whether every signature of a wire transaction is valid, and who paid. */
    checkSigned(bytes: number[]) {
      const tx = Transaction.from(Uint8Array.from(bytes))
      return { valid: tx.verifySignatures(), feePayer: tx.feePayer?.toBase58() }
    },
    base58: (bytes: number[]) => bs58.encode(Uint8Array.from(bytes)),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await solana.close()
    },
  }
}
