const EVENTS = [
  'w3m:open',
  'w3m:close',
  'w3m:connect',
  'w3m:disconnect',
  'w3m:account-change',
  'w3m:network-change',
  'w3m:session',
  'w3m:connections-change',
]

function show(testId: string, text: string) {
  const element = document.querySelector(`[data-testid="${testId}"]`)
  if (element) element.textContent = text
}

/** Shows outside the modal what a host page learns from its DOM events alone. */
export function watchHostEvents(modal: HTMLElement): void {
  const log = document.querySelector('[data-testid="host-events"]')
  for (const type of EVENTS) {
    modal.addEventListener(type, (event) => {
      const detail = (event as CustomEvent<Record<string, unknown>>).detail ?? {}
      const item = document.createElement('li')
      item.textContent = `${type} ${JSON.stringify(detail)}`
      log?.prepend(item)
      if (type === 'w3m:open') show('host-modal', 'open')
      if (type === 'w3m:close') show('host-modal', 'closed')
      if (type === 'w3m:connect') show('host-status', 'connected')
      if (type === 'w3m:disconnect') {
        show('host-status', 'disconnected')
        show('host-address', '–')
        show('host-network', '–')
      }
      if (type === 'w3m:session') show('host-session-email', String(detail.email ?? 'none'))
      if (type === 'w3m:account-change') show('host-address', String(detail.address ?? '–'))
      if (type === 'w3m:connections-change') {
        // One line per wallet: its name, and which one is active.
        const list = (detail.connections ?? []) as Array<{ name?: string; active?: boolean }>
        show(
          'host-connections',
          list
            .map((entry) => `${entry.name ?? '?'}${entry.active ? ' (active)' : ''}`)
            .join(', ') || '–',
        )
      }
      if (type === 'w3m:network-change') {
        // Solana networks have no numeric id: the host shows their CAIP-2 id.
        const network = detail.namespace === 'solana' ? detail.caipNetworkId : detail.chainId
        show('host-network', `${String(network)}${detail.supported ? '' : ' (unsupported)'}`)
      }
    })
  }
}
