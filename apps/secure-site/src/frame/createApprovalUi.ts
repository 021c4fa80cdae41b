import { armWhenVisible } from './armWhenVisible'
import type { RequestSummary } from './describeRequest'

/** The frame's own approval card: the visitor approves or rejects each request that needs it. */
export type ApprovalUi = ReturnType<typeof createApprovalUi>

/** Where the card's "who is asking" comes from. */
export type ApprovalSource = {
  /** The name the page declared for itself (SYNC_DAPP_DATA): a claim, shown as one. */
  getDappName(): string | null
  /** The embedding page's origin, as the server checked it against the project's list. */
  parentOrigin: string
}

type Pending = { resolve: (approved: boolean) => void }

/** The longest self-declared name the card shows; a name is a label, not a message. */
const MAX_NAME_LENGTH = 48

/** Bidi controls and other invisible format characters: a name could reorder what follows it. */
const FORMAT_CHARACTERS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

function displayName(name: string | null): string {
  const clean = (name ?? '').replace(FORMAT_CHARACTERS, '').trim()
  if (!clean) return 'This app'
  return clean.length > MAX_NAME_LENGTH ? `${clean.slice(0, MAX_NAME_LENGTH)}…` : clean
}

/** Renders into `root`; one request at a time, the others wait their turn. */
export function createApprovalUi(root: HTMLElement, source: ApprovalSource) {
  const queue: Array<{ summary: RequestSummary; pending: Pending }> = []
  const idle = document.createElement('p')
  idle.className = 'idle'
  idle.textContent = 'Secure wallet ready.'
  root.replaceChildren(idle)
  let cleanup = () => {}

  function render() {
    cleanup()
    cleanup = () => {}
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
    card.tabIndex = -1
    const heading = document.createElement('h1')
    heading.id = 'approval-title'
    heading.textContent = current.summary.title
    const from = document.createElement('p')
    from.className = 'dapp'
    from.textContent = `${displayName(source.getDappName())} requests your approval`
    const origin = document.createElement('p')
    origin.className = 'origin'
    origin.dataset.testid = 'w3m-approval-origin'
    const originLabel = document.createElement('span')
    originLabel.textContent = 'Site '
    const originValue = document.createElement('strong')
    originValue.textContent = source.parentOrigin || 'unknown'
    origin.append(originLabel, originValue)
    const rows = document.createElement('dl')
    for (const [label, value] of current.summary.rows) {
      const term = document.createElement('dt')
      term.textContent = label
      const detail = document.createElement('dd')
      detail.textContent = value
      // Raw data and long values scroll: reachable by keyboard too.
      if (['Data', 'Program'].includes(label) || /^(Call|Transaction) /.test(label))
        detail.tabIndex = 0
      rows.append(term, detail)
    }
    const actions = document.createElement('div')
    actions.className = 'actions'
    const reject = button('Reject', 'secondary', () => settle(false))
    const approve = button('Approve', 'primary', () => {
      // Disabled until armed; the flag is checked again in case a click slips through.
      if (approve.dataset.armed === 'true') settle(true)
    })
    actions.append(reject, approve)
    card.append(heading, from, origin, rows, actions)
    root.replaceChildren(card)
    cleanup = armWhenVisible(card, approve)
    // The card, never Approve: a key press the page provokes must not approve anything.
    card.focus({ preventScroll: true })
  }

  function button(label: string, kind: string, onClick: () => void) {
    const element = document.createElement('button')
    element.type = 'button'
    element.className = kind
    element.textContent = label
    element.addEventListener('click', onClick)
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
