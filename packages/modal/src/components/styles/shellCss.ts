import { TOAST_WIDTH_PX } from '../../utils/constants'

/** The dialog, its header, buttons, inputs and toasts. */
export const SHELL_CSS = `
.w3m-overlay { position: fixed; inset: 0; z-index: var(--w3m-z-index, 999); background: var(--w3m-overlay);
  display: flex; align-items: flex-start; justify-content: center; animation: w3m-fade .1s ease-out; }
/* The top stays where a dialog of the largest height would start when centred: a view that grows
   (wallets arriving) extends downwards and moves nothing already on screen. */
.w3m-dialog { width: 360px; max-width: calc(100vw - 16px); max-height: min(640px, calc(100vh - 32px));
  margin-top: max(16px, calc(50vh - 320px));
  display: flex; flex-direction: column; background: var(--w3m-bg); color: var(--w3m-fg);
  border: 1px solid var(--w3m-border); border-radius: calc(var(--w3m-radius) * 8); box-shadow: 0 8px 32px rgba(0,0,0,.2);
  overflow: hidden; animation: w3m-rise .1s ease-out; }
.w3m-dialog:focus { outline: none; }
.w3m-dialog[data-shake="true"] { animation: w3m-shake .5s cubic-bezier(.36,.07,.19,.97) both; }
.w3m-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 12px 12px 4px; }
.w3m-title { margin: 0; text-align: center; font-size: 1rem; font-weight: 600; }
.w3m-body { padding: 8px 16px 16px; overflow-y: auto; display: flex; flex-direction: column; gap: 8px; }
.w3m-icon-button { width: 36px; height: 36px; border-radius: 50%; border: none; background: transparent; color: var(--w3m-fg);
  cursor: pointer; font-size: 1.1rem; display: inline-flex; align-items: center; justify-content: center; }
.w3m-icon-button:hover { background: var(--w3m-bg-2); }
.w3m-button { min-height: 40px; padding: 8px 16px; border-radius: calc(var(--w3m-radius) * 4); border: 1px solid var(--w3m-border);
  background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-weight: 500; cursor: pointer; }
.w3m-button:hover { background: var(--w3m-bg-3); }
.w3m-button[disabled] { cursor: default; opacity: .7; }
.w3m-button-primary { background: var(--w3m-accent, var(--w3m-accent-default)); border-color: transparent; color: #ffffff; }
.w3m-button-primary:hover { filter: brightness(1.1); background: var(--w3m-accent, var(--w3m-accent-default)); }
.w3m-input { width: 100%; min-height: 44px; padding: 8px 12px; border-radius: calc(var(--w3m-radius) * 4);
  border: 1px solid var(--w3m-border); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; }
.w3m-text-secondary { color: var(--w3m-fg-2); font-size: .875rem; margin: 0; }
.w3m-error-text { color: var(--w3m-error); font-size: .875rem; margin: 0; }
.w3m-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 12px; padding: 8px 0; }
.w3m-spinner { width: 28px; height: 28px; border-radius: 50%; border: 3px solid var(--w3m-bg-3);
  border-top-color: var(--w3m-accent, var(--w3m-accent-default)); animation: w3m-spin .8s linear infinite; }
.w3m-grow { flex: 1; min-width: 0; }
.w3m-strong { margin: 0; font-weight: 600; }
.w3m-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.w3m-toasts { position: fixed; top: 16px; left: 50%; transform: translateX(-50%); z-index: calc(var(--w3m-z-index, 999) + 1);
  display: flex; flex-direction: column; gap: 8px; width: ${TOAST_WIDTH_PX}px; max-width: calc(100vw - 16px); pointer-events: none; }
.w3m-toast { display: flex; gap: 8px; align-items: center; padding: 10px 14px; border-radius: calc(var(--w3m-radius) * 5);
  background: var(--w3m-bg); color: var(--w3m-fg); border: 1px solid var(--w3m-border); box-shadow: 0 4px 16px rgba(0,0,0,.15);
  font-size: .875rem; pointer-events: auto; transition: opacity .15s; }
.w3m-toast[data-visible="false"] { opacity: 0; }
.w3m-toast[data-variant="error"] .w3m-toast-icon { color: var(--w3m-error); }
.w3m-toast[data-variant="success"] .w3m-toast-icon { color: var(--w3m-success); }
/* Appear without fading the text: contrast holds from the first frame. */
@keyframes w3m-fade { from { background-color: transparent; } }
@keyframes w3m-rise { from { transform: translateY(8px); } }
@keyframes w3m-spin { to { transform: rotate(360deg); } }
@keyframes w3m-shake { 10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); } }
/* Reduced motion: the dialog just appears; the spinner still says busy. */
@media (prefers-reduced-motion: reduce) { .w3m-dialog, .w3m-overlay { animation: none; } .w3m-spinner { animation-duration: .01s; } }
`
