import type { MobileWallet } from './createMobileWallet'
import type { MobileWalletState } from './mobileWalletState'

const CHAIN_NAMES: Record<string, string> = {
  'eip155:8453': 'Base',
  'eip155:42161': 'Arbitrum One',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { testId?: string } = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const { testId, ...rest } = props
  const node = Object.assign(document.createElement(tag), rest)
  if (testId) node.dataset.testid = testId
  node.append(...children)
  return node
}

const button = (label: string, testId: string, onClick: () => void, primary = false) =>
  el('button', { type: 'button', testId, className: primary ? 'primary' : '', onclick: onClick }, [
    label,
  ])

/** Draws the wallet's state into `root`: pairing form, proposal, requests, sessions, log. */
export function renderWallet(
  root: HTMLElement,
  state: MobileWalletState,
  wallet: MobileWallet | undefined,
) {
  const parts: Node[] = [
    el('p', { className: 'muted', testId: 'mw-address' }, [`Account: ${state.address}`]),
  ]
  if (state.solanaAddress)
    parts.push(
      el('p', { className: 'muted', testId: 'mw-solana-address' }, [
        `Solana account: ${state.solanaAddress}`,
      ]),
    )
  if (state.status === 'starting') parts.push(el('p', { testId: 'mw-status' }, ['Starting…']))
  if (state.error)
    parts.push(el('p', { className: 'error', role: 'alert', testId: 'mw-error' }, [state.error]))
  if (wallet && state.status === 'ready') {
    const input = el('input', {
      id: 'mw-uri',
      placeholder: 'wc:…',
      testId: 'mw-uri-input',
      autocomplete: 'off',
    })
    const form = el(
      'form',
      {
        testId: 'mw-pair-form',
        onsubmit: (event: SubmitEvent) => {
          event.preventDefault()
          if (input.value) void wallet.pair(input.value)
        },
      },
      [
        el('label', { htmlFor: 'mw-uri' }, ['Pairing URI']),
        input,
        el('button', { type: 'submit', testId: 'mw-pair' }, ['Connect']),
      ],
    )
    parts.push(form)
  }
  const proposal = state.proposal
  if (proposal && wallet) {
    parts.push(
      el('section', { testId: 'mw-proposal', ariaLabel: 'Session proposal' }, [
        el('h2', {}, [`${proposal.dappName} wants to connect`]),
        el('p', { className: 'muted' }, [proposal.dappUrl]),
        el('p', { testId: 'mw-proposal-chains' }, [
          `Chains: ${proposal.chains.map((c) => CHAIN_NAMES[c] ?? c).join(', ')}`,
        ]),
        el('p', { testId: 'mw-proposal-methods' }, [`Methods: ${proposal.methods.join(', ')}`]),
        el('div', { className: 'row' }, [
          button('Approve', 'mw-approve', () => void wallet.approveProposal(), true),
          button('Reject', 'mw-reject', () => void wallet.rejectProposal()),
        ]),
      ]),
    )
  }
  for (const request of state.requests) {
    if (!wallet) break
    parts.push(
      el('section', { testId: 'mw-request', ariaLabel: `Request ${request.method}` }, [
        el('h2', {}, [request.method]),
        el('p', { className: 'muted' }, [CHAIN_NAMES[request.chain] ?? request.chain]),
        el('pre', {}, [JSON.stringify(request.params, null, 2).slice(0, 800)]),
        el('div', { className: 'row' }, [
          button(
            'Approve',
            'mw-request-approve',
            () => void wallet.approveRequest(request.id),
            true,
          ),
          button('Reject', 'mw-request-reject', () => void wallet.rejectRequest(request.id)),
        ]),
      ]),
    )
  }
  for (const session of state.sessions) {
    parts.push(
      el('section', { testId: 'mw-session' }, [
        el('h2', {}, [`Connected to ${session.peerName}`]),
        el('p', { className: 'muted' }, [`${session.peerUrl} · chain ${session.chainId}`]),
      ]),
    )
  }
  if (wallet && state.sessions.length > 0) {
    parts.push(button('Disconnect', 'mw-disconnect', () => void wallet.disconnect()))
  }
  parts.push(
    el(
      'ul',
      { className: 'log', testId: 'mw-log' },
      state.log.map((line) => el('li', {}, [line])),
    ),
  )
  root.replaceChildren(...parts)
}
