import { describe, expect, it } from 'vitest'
import { createStores } from '../stores/createStores'
import { resolveOptions } from '../utils/resolveOptions'
import { loadKnownNetworks, optionsFromElement, unknownNetworkIds } from './optionsFromElement'

const element = (attributes: Record<string, string>) => {
  const node = document.createElement('div')
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  return node
}

describe('optionsFromElement', () => {
  it('reads plain, list and JSON attributes, and leaves absent ones out', () => {
    const options = optionsFromElement(
      element({
        'project-id': 'a'.repeat(32),
        networks: '42161, 8453',
        'rpc-urls': '{"8453":"http://127.0.0.1:1"}',
      }),
    )
    expect(options).toEqual({
      projectId: 'a'.repeat(32),
      networks: [expect.objectContaining({ id: 42161 }), expect.objectContaining({ id: 8453 })],
      rpcUrls: { 8453: 'http://127.0.0.1:1' },
    })
  })

  it('accepts well-formed Solana CAIP-2 ids beside EVM ids and drops junk', () => {
    const resolved = resolveOptions(
      optionsFromElement(
        element({
          'project-id': 'a'.repeat(32),
          networks:
            'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp, 8453, solana:nope, solana:0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl, abc',
          'rpc-urls': '{"solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp":"http://127.0.0.1:8899"}',
        }),
      ),
    )
    expect(resolved.networks.map((network) => network.id)).toEqual([8453])
    expect(resolved.solanaNetworks.map((network) => network.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ])
    expect(resolved.defaultNamespace).toBe('solana')
    expect(resolved.rpcUrls['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']).toBe(
      'http://127.0.0.1:8899',
    )
    expect(resolved.rpcUrls[8453]).toMatch(/chainId=eip155%3A8453/)
  })

  it('a chain only the general list knows is a stand-in until the list loads; one it does not know then leaves', async () => {
    const node = element({ 'project-id': 'a'.repeat(32), networks: '137,8453,31337' })
    expect(unknownNetworkIds(node)).toEqual([137, 31337])
    const resolved = resolveOptions(optionsFromElement(node))
    expect(resolved.networks.map((network) => [network.id, network.name])).toEqual([
      [137, 'Chain 137'],
      [8453, 'Base'],
      [31337, 'Chain 31337'],
    ])
    expect(resolved.rpcUrls[137]).toMatch(/chainId=eip155%3A137/)
    const stores = createStores(resolved)
    const { networks: known, upgradeNetworks } = await loadKnownNetworks()
    upgradeNetworks(stores, known)
    expect(stores.options.networks.map((network) => [network.id, network.name])).toEqual([
      [137, 'Polygon'],
      [8453, 'Base'],
    ])
    expect(stores.chain.namespaces.eip155?.activeNetwork?.name).toBe('Polygon')
    expect(stores.chain.namespaces.eip155?.requestedNetworks.map((network) => network.id)).toEqual([
      137, 8453,
    ])
    // Once loaded, the list answers at once and drops what it does not know.
    const direct = optionsFromElement(node, known).networks ?? []
    expect(direct.map((network) => network.id)).toEqual([137, 8453])
  })

  it('reports bad JSON with the attribute name', () => {
    const options = optionsFromElement(element({ 'project-id': 'a'.repeat(32), features: '{' }))
    expect(() => resolveOptions(options)).toThrow(/features/)
  })

  it('turns sign-in-with-X on with siwx-statement, with its text or the default one', () => {
    const on = (value: string) =>
      resolveOptions(
        optionsFromElement(element({ 'project-id': 'a'.repeat(32), 'siwx-statement': value })),
      ).siwx
    expect(on('Sign in to the shop.')).toEqual({ statement: 'Sign in to the shop.' })
    expect(on('')).toEqual({ statement: 'Sign in to continue.' })
    expect(resolveOptions(optionsFromElement(element({ 'project-id': 'a'.repeat(32) }))).siwx).toBe(
      undefined,
    )
  })

  it('reads capture-email (empty is optional) and siwx-session-url, which turn sign-in-with-X on', () => {
    const siwx = (attributes: Record<string, string>) =>
      resolveOptions(
        optionsFromElement(
          element({
            'project-id': 'a'.repeat(32),
            'explorer-api-url': 'http://127.0.0.1:4100',
            ...attributes,
          }),
        ),
      ).siwx
    expect(siwx({ 'capture-email': '' })).toEqual({
      statement: 'Sign in to continue.',
      captureEmail: 'optional',
      sessionUrl: 'http://127.0.0.1:4100/auth/v1',
    })
    expect(
      siwx({ 'capture-email': 'required', 'siwx-session-url': 'http://127.0.0.1:5000/auth/' }),
    ).toEqual({
      statement: 'Sign in to continue.',
      captureEmail: 'required',
      sessionUrl: 'http://127.0.0.1:5000/auth',
    })
    expect(siwx({ 'siwx-session-url': 'http://127.0.0.1:5000/auth/v1' })).toEqual({
      statement: 'Sign in to continue.',
      sessionUrl: 'http://127.0.0.1:5000/auth/v1',
    })
    expect(() => siwx({ 'capture-email': 'always' })).toThrow(/siwx.captureEmail/)
    expect(() => siwx({ 'siwx-session-url': 'ftp://x' })).toThrow(/siwx.sessionUrl/)
  })
})
