import { RPC_PROXY_CHAIN_IDS } from '@w3m/api-schemas'
import { describe, expect, it } from 'vitest'
import { KNOWN_EVM_NETWORKS } from './knownNetworks'
import { resolveOptions } from './resolveOptions'

describe('the general network list', () => {
  it('knows the EVM chains of docs/behaviour.md#networks, each once, with a currency and an explorer', () => {
    expect(KNOWN_EVM_NETWORKS.map((network) => network.id).sort((a, b) => a - b)).toEqual(
      [
        1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 56, 97, 43114, 43113, 324, 280,
        100, 8453, 84531, 84532, 7777777, 999, 1313161554, 1313161555,
      ].sort((a, b) => a - b),
    )
    for (const network of KNOWN_EVM_NETWORKS) {
      expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
      expect(network.nativeCurrency.symbol).toMatch(/^[A-Za-z]{3,5}$/)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    }
    const polygon = KNOWN_EVM_NETWORKS.find((network) => network.id === 137)
    expect(polygon).toMatchObject({ name: 'Polygon', nativeCurrency: { symbol: 'POL' } })
    expect(KNOWN_EVM_NETWORKS.find((network) => network.id === 84532)?.testnet).toBe(true)
  })

  it('reads every one through the RPC proxy, which serves about 55 chains', () => {
    expect(RPC_PROXY_CHAIN_IDS.length).toBe(55)
    expect(new Set(RPC_PROXY_CHAIN_IDS).size).toBe(55)
    for (const network of KNOWN_EVM_NETWORKS) expect(RPC_PROXY_CHAIN_IDS).toContain(network.id)
    const options = resolveOptions({ projectId: 'abc', networks: [...KNOWN_EVM_NETWORKS] })
    for (const network of KNOWN_EVM_NETWORKS)
      expect(options.rpcUrls[network.id]).toBe(
        `https://rpc.walletconnect.org/v1/?chainId=eip155%3A${network.id}&projectId=abc`,
      )
  })
})
