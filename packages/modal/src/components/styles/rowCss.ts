/**
 * Connect's rows, its sign-in block's boxes and their placeholders: in the first load, for the
 * dialog's shell (ModalShell), which draws the page's wallets where Connect will.
 */
export const ROW_CSS = `
.w3m-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--w3m-space-1); }
.w3m-row { inline-size: 100%; display: flex; align-items: center; gap: var(--w3m-space-3); padding: var(--w3m-space-2) var(--w3m-space-3) var(--w3m-space-2) var(--w3m-space-2);
  min-block-size: 56px; border: none; border-radius: var(--w3m-radius-l); background: var(--w3m-bg-2); color: var(--w3m-fg);
  font: inherit; text-align: start; cursor: pointer; }
.w3m-wallet-image { inline-size: 40px; block-size: 40px; border-radius: var(--w3m-radius-m); object-fit: cover; flex: none;
  background: var(--w3m-bg-3); display: inline-flex; align-items: center; justify-content: center; font-weight: 600; color: var(--w3m-fg-2);
  box-shadow: inset 0 0 0 1px var(--w3m-border); }
.w3m-skeleton { background: var(--w3m-bg-2); pointer-events: none; }
.w3m-skeleton .w3m-wallet-image { box-shadow: none; }
.w3m-skeleton-line { block-size: .8em; inline-size: 40%; border-radius: var(--w3m-radius-full); background: var(--w3m-bg-3); }
.w3m-row-name { flex: 1; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.w3m-tag { flex: none; font-size: var(--w3m-text-xs); font-weight: 500; padding: 2px var(--w3m-space-2); border-radius: var(--w3m-radius-full);
  background: var(--w3m-bg); color: var(--w3m-fg-2); white-space: nowrap; max-inline-size: 50%; overflow: hidden; text-overflow: ellipsis; }
.w3m-tag[data-tone="accent"] { color: var(--w3m-link); }
.w3m-input { inline-size: 100%; min-block-size: 44px; padding: var(--w3m-space-2) var(--w3m-space-3); border-radius: var(--w3m-radius-l);
  border: 1px solid var(--w3m-border); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; }
.w3m-socials { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: var(--w3m-space-2); }
.w3m-social { min-block-size: var(--w3m-touch-target); min-inline-size: 0; border: 1px solid var(--w3m-border); border-radius: var(--w3m-radius-l);
  background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-weight: 500; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center; gap: var(--w3m-space-2); padding: var(--w3m-space-2); }
.w3m-social-wide { inline-size: 100%; }
.w3m-divider { display: flex; align-items: center; gap: var(--w3m-space-2); color: var(--w3m-fg-2); font-size: var(--w3m-text-s);
  margin-block: var(--w3m-space-1); }
.w3m-ghost { pointer-events: none; }
.w3m-ghost.w3m-divider { visibility: hidden; }
`
