// @vitest-environment node
import { expect, it } from 'vitest'

it('imports every entry in plain Node, where any use of window, document or storage would throw', async () => {
  // Plain Node 20 has none of these: touching one at import time is a ReferenceError.
  for (const name of [
    'window',
    'document',
    'localStorage',
    'sessionStorage',
    'indexedDB',
    'customElements',
  ]) {
    expect(name in globalThis, name).toBe(false)
  }
  const index = await import('./index')
  await import('./react')
  await import('./element')
  const { createHeadless } = await import('./headless')
  await import('./headlessReact')
  // A headless instance too: stores only, until start.
  expect(createHeadless({ projectId: '11111111111111111111111111111111' }).getState().status).toBe(
    'disconnected',
  )
  // A modal can be created on a server too: it builds stores and clients only.
  const modal = index.createModal({ projectId: '11111111111111111111111111111111' })
  modal.open()
  expect(modal.getState()).toEqual({
    open: true,
    view: 'Connect',
    status: 'disconnected',
    address: undefined,
    chainId: undefined,
    activeNamespace: 'eip155',
    caipAddress: undefined,
    chains: [
      {
        namespace: 'eip155',
        // The default network, Ethereum (docs/behaviour.md#networks).
        requestedNetworks: ['eip155:1'],
        approvedNetworkIds: [],
        activeNetwork: 'eip155:1',
      },
    ],
    connections: [],
  })
  // Nor did importing install one (a polyfill would hide a server crash in the host's own code).
  for (const name of ['window', 'document', 'localStorage', 'customElements'])
    expect(name in globalThis, name).toBe(false)
})
