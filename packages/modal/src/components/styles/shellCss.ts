/** Below this width the dialog is a sheet on the bottom edge. */
const PHONE_MEDIA = '(max-width: 429.98px)'

/** What the first load paints: the dialog's frame, header, buttons, icons and spinner (the rest is VIEW_BASE_CSS). */
export const SHELL_CSS = `
.w3m-overlay { position: fixed; inset: 0; z-index: var(--w3m-z-index, 999);
  display: flex; align-items: flex-start; justify-content: center; animation: w3m-pass .08s var(--w3m-entrance-delay, 0s); }
/* The backdrop fades in on a layer of its own (opacity: the compositor's work, no repaint per frame). */
.w3m-overlay::before { content: ""; position: absolute; inset: 0; z-index: -1; background: var(--w3m-overlay);
  animation: w3m-fade .08s ease-out var(--w3m-entrance-delay, 0s); }
/* The top stays where a dialog of the largest height would start when centred: a view that grows
   (wallets arriving) extends downwards and moves nothing already on screen. */
.w3m-dialog { pointer-events: auto; inline-size: 360px; max-inline-size: calc(100vw - 16px); max-block-size: min(640px, calc(100dvh - 32px));
  margin-block-start: max(16px, calc(50dvh - 320px));
  display: flex; flex-direction: column; background: var(--w3m-bg); color: var(--w3m-fg);
  border: 1px solid var(--w3m-border); border-radius: var(--w3m-radius-xl); box-shadow: var(--w3m-shadow-2);
  overflow: hidden; animation: w3m-rise .08s ease-out var(--w3m-entrance-delay, 0s); }
.w3m-dialog:focus { outline: none; }
.w3m-overlay[data-entered="true"], .w3m-overlay[data-entered="true"]::before, .w3m-dialog[data-entered="true"] { animation: none; }
/* The shell drawn ahead of the first open (ModalShell): laid out, not seen; its entrance starts with the open.
   Only the animated elements are named: the open then restyles those and the root (visibility,
   inherited, passes down on the browser's fast path), not every element of the shell. */
.w3m-root[data-ahead] { visibility: hidden; }
[data-ahead] .w3m-overlay, [data-ahead] .w3m-overlay::before, [data-ahead] .w3m-dialog, [data-ahead] .w3m-spinner {
  animation: none; }
.w3m-header { display: grid; grid-template-columns: var(--w3m-touch-target) 1fr var(--w3m-touch-target); align-items: center;
  gap: var(--w3m-space-2); padding: var(--w3m-space-3) var(--w3m-space-3) var(--w3m-space-1); flex: none; }
.w3m-title { margin: 0; text-align: center; font-size: var(--w3m-text-m); font-weight: 600;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-body { flex: 1 1 auto; min-block-size: 0; overflow-y: auto; overscroll-behavior: contain; }
.w3m-view { padding: var(--w3m-space-2) var(--w3m-space-4) var(--w3m-space-4); display: flex; flex-direction: column;
  gap: var(--w3m-space-2); }
.w3m-icon { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.w3m-icon-button { inline-size: var(--w3m-touch-target); block-size: var(--w3m-touch-target); border-radius: var(--w3m-radius-full);
  border: none; background: transparent; color: var(--w3m-fg); cursor: pointer; padding: 0;
  display: inline-flex; align-items: center; justify-content: center; flex: none; }
.w3m-icon-button:hover { background: var(--w3m-bg-2); }
.w3m-button { min-block-size: var(--w3m-touch-target); padding: var(--w3m-space-2) var(--w3m-space-4); border-radius: var(--w3m-radius-l);
  border: 1px solid var(--w3m-border); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-weight: 500;
  cursor: pointer; display: inline-flex; align-items: center; justify-content: center; gap: var(--w3m-space-2);
  min-inline-size: 0; overflow-wrap: anywhere; }
.w3m-button:hover { background: var(--w3m-bg-3); }
.w3m-button[disabled] { cursor: default; opacity: .7; }
.w3m-button-primary { background: var(--w3m-accent, var(--w3m-accent-default)); border-color: transparent; color: var(--w3m-on-accent); }
.w3m-button-primary:hover { filter: brightness(1.1); background: var(--w3m-accent, var(--w3m-accent-default)); }
.w3m-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: var(--w3m-space-3); padding: var(--w3m-space-2) 0; }
.w3m-spinner { inline-size: 28px; block-size: 28px; border-radius: 50%; border: 3px solid var(--w3m-bg-3);
  border-block-start-color: var(--w3m-accent, var(--w3m-accent-default)); animation: w3m-spin .8s linear infinite; }
@media ${PHONE_MEDIA} {
  .w3m-overlay { align-items: flex-end; }
  .w3m-dialog { inline-size: 100%; max-inline-size: 100%; max-block-size: calc(100dvh - 24px); margin-block-start: 0;
    border-end-start-radius: 0; border-end-end-radius: 0; border-block-end: none; animation-name: w3m-sheet; }
  .w3m-view { padding-block-end: calc(var(--w3m-space-4) + env(safe-area-inset-bottom, 0px));
    padding-inline: calc(var(--w3m-space-4) + max(env(safe-area-inset-left, 0px), env(safe-area-inset-right, 0px))); }
}
/* Appear without fading the text: contrast holds from the first frame. */
@keyframes w3m-fade { from { opacity: 0; } }
@keyframes w3m-pass { from, to { pointer-events: none; } }
@keyframes w3m-rise { from { transform: translateY(8px); } }
@keyframes w3m-sheet { from { transform: translateY(24px); } }
@keyframes w3m-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .w3m-root *, .w3m-root *::before, .w3m-root *::after { animation: none !important; transition: none !important; } }
`
