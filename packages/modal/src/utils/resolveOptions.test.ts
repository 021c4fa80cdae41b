import { describe, expect, it } from 'vitest'
import { base, solana } from './networks'
import { addRecentWallet, readRecentWallets } from './recentWallets'
import { resolveOptions } from './resolveOptions'

describe('resolveOptions', () => {
  it('fills the hosted services and the RPC proxy from a projectId alone', () => {
    const options = resolveOptions({ projectId: 'abc' })
    // No networks named: Ethereum, eip155:1 (docs/behaviour.md#networks).
    expect(options.networks.map((network) => network.id)).toEqual([1])
    expect(options.explorerApiUrl).toBe('https://api.web3modal.org')
    expect(options.rpcUrls[1]).toBe(
      'https://rpc.walletconnect.org/v1/?chainId=eip155%3A1&projectId=abc',
    )
  })
  it('sends a Solana network without its own RPC URL to the RPC proxy under its CAIP-2 id', () => {
    const options = resolveOptions({ projectId: 'abc', networks: [solana, base] })
    expect(options.defaultNamespace).toBe('solana')
    expect(options.rpcUrls[solana.caipNetworkId]).toBe(
      'https://rpc.walletconnect.org/v1/?chainId=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&projectId=abc',
    )
  })
  it('takes local URLs and RPC URLs per chain', () => {
    const options = resolveOptions({
      projectId: 'abc',
      explorerApiUrl: 'http://127.0.0.1:4100/',
      networks: [base],
      rpcUrls: { 8453: 'http://127.0.0.1:8545' },
    })
    expect(options.explorerApiUrl).toBe('http://127.0.0.1:4100')
    expect(options.rpcUrls[8453]).toBe('http://127.0.0.1:8545')
  })
  it('answers APKT008 without a projectId and APKT002 naming the bad field', () => {
    expect(() => resolveOptions({})).toThrow(
      expect.objectContaining({ code: 'APKT008', shortMessage: 'Project ID Missing' }),
    )
    expect(() => resolveOptions({ projectId: 'a', relayUrl: 'http://x' })).toThrow(
      /relayUrl: expected ws: or wss: URL/,
    )
    expect(() =>
      resolveOptions({ projectId: 'a', features: { socials: ['myspace' as never] } }),
    ).toThrow(/features.socials/)
    expect(() => resolveOptions({ projectId: 'a', apiTimeoutMs: 0 })).toThrow(/apiTimeoutMs/)
    expect(resolveOptions({ projectId: 'a', apiTimeoutMs: 1500 }).apiTimeoutMs).toBe(1500)
  })
  it('reads recent wallets defensively and keeps at most 2', () => {
    expect(readRecentWallets({ getItem: () => 'not json' })).toEqual([])
    expect(readRecentWallets({ getItem: () => '[{"id":1}]' })).toEqual([])
    const wallet = (id: string) => ({ id, name: id, image_id: '' })
    expect(
      addRecentWallet([wallet('a'), wallet('b')], wallet('c')).map((entry) => entry.id),
    ).toEqual(['c', 'a'])
    expect(
      addRecentWallet([wallet('a'), wallet('b')], wallet('b')).map((entry) => entry.id),
    ).toEqual(['b', 'a'])
  })
})
