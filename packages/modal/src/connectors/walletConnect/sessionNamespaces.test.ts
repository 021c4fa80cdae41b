import { describe, expect, it } from 'vitest'
import {
  FAKE_SOLANA_ACCOUNT,
  FAKE_SOLANA_CHAIN,
  fakeSession,
  fakeSolanaNamespace,
} from '../../testing/fakeSignClient'
import {
  missingRequired,
  proposalNamespaces,
  SOLANA_METHODS,
  sessionServes,
  sessionSolanaAccounts,
  sessionSolanaChains,
} from './sessionNamespaces'

const RPC = { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' }
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('proposalNamespaces', () => {
  it('proposes eip155 and solana side by side, both optional, when the host asked for both', () => {
    const { requiredNamespaces, optionalNamespaces } = proposalNamespaces({
      chains: [8453, 42161],
      rpcUrls: RPC,
      solanaChains: [FAKE_SOLANA_CHAIN, SOLANA_DEVNET],
      solanaRpcUrls: { [FAKE_SOLANA_CHAIN]: 'http://127.0.0.1:8899' },
    })
    expect(requiredNamespaces).toEqual({})
    expect(optionalNamespaces.eip155).toMatchObject({
      chains: ['eip155:8453', 'eip155:42161'],
      rpcMap: { 'eip155:8453': RPC[8453], 'eip155:42161': RPC[42161] },
    })
    expect(optionalNamespaces.eip155?.methods).toContain('personal_sign')
    expect(optionalNamespaces.solana).toEqual({
      chains: [FAKE_SOLANA_CHAIN, SOLANA_DEVNET],
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAndSendTransaction',
        'solana_signAllTransactions',
      ],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: { [FAKE_SOLANA_CHAIN]: 'http://127.0.0.1:8899' },
    })
  })

  it('requires the one namespace a host asked for, and proposes nothing else', () => {
    const evmOnly = proposalNamespaces({ chains: [8453], rpcUrls: RPC })
    expect(Object.keys(evmOnly.requiredNamespaces)).toEqual(['eip155'])
    expect(evmOnly.optionalNamespaces).toEqual({})
    const solanaOnly = proposalNamespaces({
      chains: [],
      rpcUrls: {},
      solanaChains: [FAKE_SOLANA_CHAIN],
    })
    expect(Object.keys(solanaOnly.requiredNamespaces)).toEqual(['solana'])
    expect(solanaOnly.requiredNamespaces.solana?.methods).toEqual([...SOLANA_METHODS])
    expect(solanaOnly.optionalNamespaces).toEqual({})
  })
})

describe('session namespaces', () => {
  const dual = fakeSession({
    namespaces: { ...fakeSession().namespaces, solana: fakeSolanaNamespace() },
  })

  it('reads the Solana accounts and networks of a session', () => {
    expect(sessionSolanaAccounts(dual)).toEqual([FAKE_SOLANA_ACCOUNT])
    expect(sessionSolanaChains(dual)).toEqual([FAKE_SOLANA_CHAIN])
    // Chains from the accounts when the wallet leaves `chains` out; malformed accounts are dropped.
    const bare = fakeSession({
      namespaces: {
        solana: {
          accounts: [`${SOLANA_DEVNET}:${FAKE_SOLANA_ACCOUNT}`, `${SOLANA_DEVNET}:0xnotbase58`],
          methods: [],
          events: [],
        },
      },
    })
    expect(sessionSolanaAccounts(bare)).toEqual([FAKE_SOLANA_ACCOUNT])
    expect(sessionSolanaChains(bare)).toEqual([SOLANA_DEVNET])
  })

  it('says which namespaces a session serves and which required ones it lacks', () => {
    expect(sessionServes(dual, 'eip155')).toBe(true)
    expect(sessionServes(dual, 'solana')).toBe(true)
    const evmOnly = fakeSession()
    expect(sessionServes(evmOnly, 'solana')).toBe(false)
    const required = proposalNamespaces({
      chains: [],
      rpcUrls: {},
      solanaChains: [FAKE_SOLANA_CHAIN],
    }).requiredNamespaces
    expect(missingRequired(required, evmOnly)).toEqual(['solana'])
    expect(missingRequired(required, dual)).toEqual([])
  })
})
