import { Hono } from 'hono'
import {
  FAUCET,
  SOL_PRICE_USD,
  SOLANA_NETWORKS,
  SOLANA_TOKENS,
  solanaDevKeypairs,
  TREASURY,
} from '../solana/solanaKeys'
import type { ApiDeps } from './apiDeps'

/** GET /devnet/solana: the local cluster's URLs, networks, dev keypairs' addresses and mints. */
export function solanaInfoRoutes(deps: ApiDeps): Hono {
  return new Hono().get('/devnet/solana', (c) =>
    c.json({
      rpcUrl: deps.solana.rpcUrl,
      wsUrl: deps.solana.rpcUrl.replace(/^http/, 'ws'),
      networks: SOLANA_NETWORKS,
      devAccounts: solanaDevKeypairs().map((keypair) => keypair.publicKey.toBase58()),
      faucet: FAUCET.publicKey.toBase58(),
      treasury: TREASURY.publicKey.toBase58(),
      sol: { decimals: 9, priceUsd: SOL_PRICE_USD },
      tokens: SOLANA_TOKENS.map(({ symbol, name, decimals, priceUsd, mint }) => ({
        symbol,
        name,
        decimals,
        priceUsd,
        mint: mint.toBase58(),
      })),
    }),
  )
}
