/** Wallet rows and tiles, the social grid, the account card and network list. */
export const LIST_CSS = `
.w3m-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.w3m-row { width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 10px; min-height: 52px;
  border: none; border-radius: calc(var(--w3m-radius) * 4); background: var(--w3m-bg-2); color: var(--w3m-fg);
  font: inherit; text-align: left; cursor: pointer; }
.w3m-row:hover { background: var(--w3m-bg-3); }
.w3m-row[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--w3m-accent, var(--w3m-accent-default)); }
.w3m-row-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.w3m-tag { font-size: .75rem; padding: 2px 8px; border-radius: 999px; background: var(--w3m-bg); color: var(--w3m-fg-2); }
.w3m-wallet-image { width: 36px; height: 36px; border-radius: calc(var(--w3m-radius) * 3); object-fit: cover; flex: none;
  background: var(--w3m-bg-3); display: inline-flex; align-items: center; justify-content: center; font-weight: 600; color: var(--w3m-fg-2); }
.w3m-socials { display: grid; grid-template-columns: repeat(auto-fit, minmax(52px, 1fr)); gap: 6px; }
.w3m-social { min-height: 40px; border: none; border-radius: calc(var(--w3m-radius) * 4); background: var(--w3m-bg-2); color: var(--w3m-fg);
  font: inherit; font-size: .8rem; cursor: pointer; text-transform: capitalize; }
.w3m-social:hover { background: var(--w3m-bg-3); }
.w3m-divider { display: flex; align-items: center; gap: 8px; color: var(--w3m-fg-2); font-size: .8rem; }
.w3m-divider::before, .w3m-divider::after { content: ""; flex: 1; border-top: 1px solid var(--w3m-border); }
.w3m-grid-scroll { height: 380px; overflow-y: auto; position: relative; }
.w3m-grid-row { position: absolute; left: 0; right: 0; display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
.w3m-tile { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 8px 4px; height: 96px; border: none;
  border-radius: calc(var(--w3m-radius) * 4); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-size: .75rem; cursor: pointer; }
.w3m-tile:hover { background: var(--w3m-bg-3); }
.w3m-tile .w3m-wallet-image { width: 48px; height: 48px; }
.w3m-tile-name { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-avatar { width: 64px; height: 64px; border-radius: 50%; object-fit: cover;
  background: linear-gradient(135deg, var(--w3m-accent, var(--w3m-accent-default)), #7b3fe4); }
.w3m-address { font-size: 1.25rem; font-weight: 600; margin: 0; display: flex; align-items: center; gap: 4px; }
.w3m-balance { margin: 0; color: var(--w3m-fg-2); }
`
