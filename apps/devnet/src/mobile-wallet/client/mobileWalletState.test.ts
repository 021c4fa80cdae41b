import { describe, expect, it } from 'vitest'
import { proposalSummary } from './mobileWalletState'

describe('proposalSummary', () => {
  it('merges required and optional chains and methods without repeats', () => {
    const summary = proposalSummary(7, {
      proposer: { metadata: { name: 'Demo', url: 'http://127.0.0.1:4300' } },
      requiredNamespaces: { eip155: { chains: ['eip155:8453'], methods: ['personal_sign'] } },
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:8453', 'eip155:42161'],
          methods: ['personal_sign', 'eth_sendTransaction'],
        },
      },
    })
    expect(summary).toEqual({
      id: 7,
      dappName: 'Demo',
      dappUrl: 'http://127.0.0.1:4300',
      chains: ['eip155:8453', 'eip155:42161'],
      methods: ['personal_sign', 'eth_sendTransaction'],
    })
  })
})
