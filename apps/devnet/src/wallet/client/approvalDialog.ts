import { WALLET_NAME } from './walletConfig'

/** One thing the visitor is asked to approve. */
export type ApprovalRequest = {
  /** 'Connection request', 'Signature request', ... */
  title: string
  /** Label and value pairs shown as a list. */
  facts: Array<[string, string]>
  /** Longer text (a message, typed data) shown in a scrollable block. */
  detail?: string
}

const STYLE = `
:host { all: initial; }
dialog { box-sizing: border-box; width: min(380px, calc(100vw - 32px)); max-height: calc(100vh - 32px); overflow: auto; border: 0;
  background: #fff; color: #111; border-radius: 16px; padding: 20px; box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
  font: 14px/1.4 system-ui, sans-serif; }
dialog::backdrop { background: rgb(0 0 0 / 0.45); }
h2 { margin: 0 0 4px; font-size: 16px; }
p { margin: 0 0 12px; color: #444; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 12px; }
dt { color: #666; } dd { margin: 0; word-break: break-all; font-family: ui-monospace, monospace; font-size: 12px; }
pre { max-height: 180px; overflow: auto; background: #f3f3f5; border-radius: 8px; padding: 8px;
  font-size: 12px; white-space: pre-wrap; word-break: break-all; margin: 0 0 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; }
button { font: inherit; border-radius: 10px; padding: 8px 16px; cursor: pointer; border: 1px solid #ccc; background: #fff; }
button.approve { background: #1f5eff; border-color: #1f5eff; color: #fff; }
button:focus-visible { outline: 3px solid #8fb0ff; outline-offset: 2px; }
`

// One constructed sheet shared by every dialog: a page whose CSP has no 'unsafe-inline' in
// style-src refuses a <style> element but not a stylesheet built through the CSSOM.
let sheet: CSSStyleSheet | undefined
function dialogSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(STYLE)
  }
  return sheet
}

/** The wallet's own approval dialog, in a shadow root so neither page nor wallet styles leak. */
export function createApprovalDialog(walletName = WALLET_NAME) {
  let queue: Promise<unknown> = Promise.resolve()

  function show(request: ApprovalRequest): Promise<boolean> {
    return new Promise((resolve) => {
      const host = document.createElement('div')
      host.setAttribute('data-testid', 'devnet-wallet-dialog')
      const root = host.attachShadow({ mode: 'open' })
      root.adoptedStyleSheets = [dialogSheet()]
      // A modal <dialog> sits in the top layer: above any page overlay, whatever its z-index,
      // and the page behind it is inert until the visitor answers.
      const dialog = document.createElement('dialog')
      dialog.setAttribute('aria-labelledby', 'devnet-wallet-title')
      dialog.setAttribute('aria-describedby', 'devnet-wallet-kind')
      const heading = element('h2', walletName)
      heading.id = 'devnet-wallet-title'
      const kind = element('p', request.title)
      kind.id = 'devnet-wallet-kind'
      const facts = document.createElement('dl')
      for (const [label, value] of request.facts) {
        facts.append(element('dt', label), element('dd', value))
      }
      const reject = button('Reject', 'reject')
      const approve = button('Approve', 'approve')
      const actions = document.createElement('div')
      actions.className = 'actions'
      actions.append(reject, approve)
      dialog.append(heading, kind, facts)
      if (request.detail !== undefined) dialog.append(element('pre', request.detail))
      dialog.append(actions)
      root.append(dialog)
      let settled = false
      const settle = (approved: boolean) => {
        if (settled) return
        settled = true
        if (dialog.open) dialog.close()
        host.remove()
        resolve(approved)
      }
      approve.addEventListener('click', () => settle(true))
      reject.addEventListener('click', () => settle(false))
      // Escape cancels a modal dialog: that is a rejection.
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        settle(false)
      })
      document.body.append(host)
      dialog.showModal()
      approve.focus()
    })
  }

  return {
    /** Shows the request once earlier ones are answered; true when the visitor approves. */
    ask(request: ApprovalRequest): Promise<boolean> {
      const answer = queue.then(() => show(request))
      queue = answer.catch(() => undefined)
      return answer
    },
  }
}

function element(tag: string, text: string): HTMLElement {
  const node = document.createElement(tag)
  node.textContent = text
  return node
}

function button(label: string, className: string): HTMLButtonElement {
  const node = document.createElement('button')
  node.type = 'button'
  node.className = className
  node.textContent = label
  node.setAttribute('data-testid', `devnet-wallet-${className}`)
  return node
}
