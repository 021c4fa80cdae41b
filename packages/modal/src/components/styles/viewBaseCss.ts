import { TOAST_WIDTH_PX } from '../../utils/constants'

/**
 * The dialog's parts no first frame paints (inputs, texts, toasts, marks, the shake): adopted with
 * LIST_CSS when ModalApp's chunk arrives (useListStyles), not carried by the first load as
 * SHELL_CSS is. Before LIST_CSS, in the order they had in SHELL_CSS.
 */
export const VIEW_BASE_CSS = `
.w3m-dialog[data-shake="true"] { animation: w3m-shake .5s cubic-bezier(.36,.07,.19,.97) both; }
.w3m-mark { flex: none; }
.w3m-icon-directional:dir(rtl) { transform: scaleX(-1); }
.w3m-text-secondary { color: var(--w3m-fg-2); font-size: var(--w3m-text-s); margin: 0; }
.w3m-error-text { color: var(--w3m-error); font-size: var(--w3m-text-s); margin: 0; }
.w3m-spinner-small { inline-size: 16px; block-size: 16px; border-width: 2px; }
.w3m-toast-icon { display: inline-flex; flex: none; }
.w3m-grow { flex: 1; min-inline-size: 0; }
.w3m-strong { margin: 0; font-weight: 600; }
.w3m-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.w3m-toasts { position: fixed; inset-block-start: 16px; inset-inline: 0; margin-inline: auto; z-index: calc(var(--w3m-z-index, 999) + 1);
  display: flex; flex-direction: column; gap: var(--w3m-space-2); inline-size: ${TOAST_WIDTH_PX}px; max-inline-size: calc(100vw - 16px); pointer-events: none; }
.w3m-toast { display: flex; gap: var(--w3m-space-2); align-items: center; padding: 10px 14px; border-radius: var(--w3m-radius-l);
  background: var(--w3m-bg); color: var(--w3m-fg); border: 1px solid var(--w3m-border); box-shadow: var(--w3m-shadow-3);
  font-size: var(--w3m-text-s); pointer-events: auto; transition: opacity .15s; }
.w3m-toast[data-visible="false"] { opacity: 0; }
.w3m-toast[data-variant="error"] .w3m-toast-icon { color: var(--w3m-error); }
.w3m-toast[data-variant="success"] .w3m-toast-icon { color: var(--w3m-success); }
@keyframes w3m-shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }
`
