import type { RequestSummary } from './describeRequest'

/** The frame's own approval card: the visitor approves or rejects each request that needs it. */
export type ApprovalUi = ReturnType<typeof createApprovalUi>

type Pending = { resolve: (approved: boolean) => void }

/** Renders into `root`; one request at a time, the others wait their turn. */
export function createApprovalUi(root: HTMLElement, getDappName: () => string | null) {
  const queue: Array<{ summary: RequestSummary; pending: Pending }> = []
  const idle = document.createElement('p')
  idle.className = 'idle'
  idle.textContent = 'Secure wallet ready.'
  root.replaceChildren(idle)

  function render() {
    const current = queue[0]
    if (!current) {
      root.replaceChildren(idle)
      return
    }
    const card = document.createElement('section')
    card.className = 'approval'
    card.setAttribute('role', 'dialog')
    card.setAttribute('aria-modal', 'true')
    card.setAttribute('aria-labelledby', 'approval-title')
    const heading = document.createElement('h1')
    heading.id = 'approval-title'
    heading.textContent = current.summary.title
    const from = document.createElement('p')
    from.className = 'dapp'
    from.textContent = `${getDappName() ?? 'This app'} requests your approval`
    const rows = document.createElement('dl')
    for (const [label, value] of current.summary.rows) {
      const term = document.createElement('dt')
      term.textContent = label
      const detail = document.createElement('dd')
      detail.textContent = value
      rows.append(term, detail)
    }
    const actions = document.createElement('div')
    actions.className = 'actions'
    const reject = button('Reject', 'secondary', () => settle(false))
    const approve = button('Approve', 'primary', () => settle(true))
    actions.append(reject, approve)
    card.append(heading, from, rows, actions)
    root.replaceChildren(card)
    approve.focus()
  }

  function button(label: string, kind: string, onClick: () => void) {
    const element = document.createElement('button')
    element.type = 'button'
    element.className = kind
    element.textContent = label
    element.addEventListener('click', onClick, { once: true })
    return element
  }

  function settle(approved: boolean) {
    const current = queue.shift()
    current?.pending.resolve(approved)
    render()
  }

  return {
    /** Shows the card and resolves with the visitor's choice. */
    request(summary: RequestSummary): Promise<boolean> {
      return new Promise((resolve) => {
        queue.push({ summary, pending: { resolve } })
        if (queue.length === 1) render()
      })
    },
    /** RPC_ABORT: every open request counts as rejected. */
    abortAll() {
      for (const item of queue.splice(0)) item.pending.resolve(false)
      render()
    },
    get pendingCount() {
      return queue.length
    },
  }
}
