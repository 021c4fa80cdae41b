/** Connect's rows and their placeholders: in the first load, for the dialog's shell (ModalShell). */
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
`
