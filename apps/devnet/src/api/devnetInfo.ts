import { Hono } from 'hono'
import { DEPLOYER, DEV_ACCOUNTS, TREASURY } from '../chain/accounts'
import { DEVNET_CHAINS } from '../chain/chains'
import { CONTRACTS, TOKENS } from '../contracts/contracts'

/** What the devnet deployed, for the secure site, the demo and tests: GET /devnet/contracts. */
export function devnetInfo(rpcUrls: Record<number, string>) {
  return {
    chains: Object.fromEntries(
      DEVNET_CHAINS.map((chain) => [
        chain.id,
        {
          chainId: chain.id,
          caip: chain.caip,
          name: chain.name,
          rpcUrl: rpcUrls[chain.id],
          contracts: CONTRACTS,
          tokens: TOKENS.map(({ address, name, symbol, decimals }) => ({
            address,
            name,
            symbol,
            decimals,
          })),
        },
      ]),
    ),
    devAccounts: DEV_ACCOUNTS,
    deployer: DEPLOYER.address,
    treasury: TREASURY.address,
  }
}

/** The route serving devnetInfo. */
export function devnetInfoRoutes(rpcUrls: Record<number, string>): Hono {
  const info = devnetInfo(rpcUrls)
  return new Hono().get('/devnet/contracts', (c) => c.json(info))
}
