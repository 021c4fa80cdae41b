/** Wallet tiles, row details, Connect's socials, the account card, the network chip and list (with ModalApp's chunk; ROW_CSS has the rows the first load paints). */
export const LIST_CSS = `
.w3m-row:hover { background: var(--w3m-bg-3); }
.w3m-row[aria-current="true"] { box-shadow: inset 0 0 0 2px var(--w3m-accent, var(--w3m-accent-default)); }
.w3m-row-two-line { line-height: 1.3; }
.w3m-row-two-line > .w3m-text-secondary { display: block; overflow: hidden; text-overflow: ellipsis; }
.w3m-row-value { flex: none; font-weight: 500; font-variant-numeric: tabular-nums; }
.w3m-row-value.w3m-row-two-line { text-align: end; }
.w3m-row-end { margin-inline-start: auto; color: var(--w3m-fg-2); display: inline-flex; }
.w3m-wallet-image[data-kind="walletconnect"] { background: var(--w3m-accent, var(--w3m-accent-default)); color: var(--w3m-on-accent); }
.w3m-social:hover { background: var(--w3m-bg-3); }
.w3m-social-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-input-icon { position: relative; display: flex; align-items: center; }
.w3m-input-icon .w3m-icon { position: absolute; inset-inline-start: var(--w3m-space-3); color: var(--w3m-fg-2); pointer-events: none; }
.w3m-input-icon .w3m-input { padding-inline-start: 40px; }
.w3m-network-image { border-radius: var(--w3m-radius-full); object-fit: cover; flex: none; }
.w3m-select-image { display: flex; align-items: center; gap: var(--w3m-space-2); }
.w3m-select-image .w3m-input { flex: 1; min-inline-size: 0; }
.w3m-picker { display: flex; flex-direction: column; gap: var(--w3m-space-1); border: 0; padding: 0; margin: 0; min-inline-size: 0; }
.w3m-picker > legend { padding: 0; margin-block-end: var(--w3m-space-1); }
.w3m-picker-trigger .w3m-icon { color: var(--w3m-fg-2); }
.w3m-picker-panel { display: flex; flex-direction: column; gap: var(--w3m-space-2); padding: var(--w3m-space-2);
  border: 1px solid var(--w3m-border); border-radius: var(--w3m-radius-l); background: var(--w3m-bg); box-shadow: var(--w3m-shadow-3); }
.w3m-picker-panel .w3m-list { max-block-size: 240px; overflow-y: auto; }
.w3m-divider::before, .w3m-divider::after { content: ""; flex: 1; border-block-start: 1px solid var(--w3m-border); }
.w3m-no-wallet { display: flex; flex-direction: column; gap: var(--w3m-space-1); padding: var(--w3m-space-3); margin-block-start: var(--w3m-space-2);
  border: 1px dashed var(--w3m-border); border-radius: var(--w3m-radius-l); }
.w3m-links { display: flex; flex-wrap: wrap; gap: var(--w3m-space-1) var(--w3m-space-4); }
.w3m-link { display: inline-flex; align-items: center; gap: var(--w3m-space-1); min-block-size: var(--w3m-touch-target); padding: 0;
  border: none; background: none; color: var(--w3m-link); font: inherit; font-size: var(--w3m-text-s); font-weight: 500; cursor: pointer; text-decoration: none; }
.w3m-link:hover { text-decoration: underline; }
.w3m-grid-scroll { block-size: 380px; overflow-y: auto; position: relative; contain: content; }
.w3m-grid-row { position: absolute; inset-inline: 0; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 6px; }
.w3m-grid-row > * { min-inline-size: 0; display: flex; }
.w3m-tile { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 8px 4px; block-size: 96px; border: none; min-inline-size: 0;
  border-radius: var(--w3m-radius-l); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-size: var(--w3m-text-xs); cursor: pointer; }
.w3m-tile:hover { background: var(--w3m-bg-3); }
.w3m-tile .w3m-wallet-image { inline-size: 48px; block-size: 48px; }
.w3m-tile-name { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-avatar { inline-size: 72px; block-size: 72px; border-radius: 50%; object-fit: cover; flex: none;
  box-shadow: 0 0 0 4px var(--w3m-bg-2); }
.w3m-account-name { margin: 0; font-size: var(--w3m-text-l); font-weight: 600; max-inline-size: 100%;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-address { font-size: var(--w3m-text-m); font-weight: 500; margin: 0; display: flex; align-items: center; gap: var(--w3m-space-1);
  color: var(--w3m-fg-2); font-variant-numeric: tabular-nums; }
.w3m-address > .w3m-strong { min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; unicode-bidi: isolate; }
.w3m-address > .w3m-text-secondary { flex: none; }
.w3m-address > .w3m-button { flex: none; white-space: nowrap; }
.w3m-center > p { max-inline-size: 100%; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 4; overflow: hidden; }
.w3m-truncate { display: block; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-address .w3m-icon-button { inline-size: 32px; block-size: 32px; color: var(--w3m-fg-2); }
.w3m-balance { margin: 0; font-size: var(--w3m-text-xl); font-weight: 600; min-block-size: 1.4em; font-variant-numeric: tabular-nums; }
.w3m-balance[data-pending="true"] { font-size: var(--w3m-text-s); font-weight: 400; color: var(--w3m-fg-2); line-height: calc(var(--w3m-text-xl) * 1.4); }
.w3m-chip { display: inline-flex; align-items: center; gap: var(--w3m-space-2); max-inline-size: 100%; min-block-size: var(--w3m-touch-target);
  padding: var(--w3m-space-1) var(--w3m-space-3) var(--w3m-space-1) var(--w3m-space-2); border-radius: var(--w3m-radius-full);
  border: 1px solid var(--w3m-border); background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-size: var(--w3m-text-s); font-weight: 500; cursor: pointer; }
.w3m-chip:hover { background: var(--w3m-bg-3); }
.w3m-chip-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-actions { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: var(--w3m-space-2); }
.w3m-action { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--w3m-space-1); min-inline-size: 0;
  min-block-size: 64px; padding: var(--w3m-space-2) var(--w3m-space-1); border: none; border-radius: var(--w3m-radius-l);
  background: var(--w3m-bg-2); color: var(--w3m-fg); font: inherit; font-size: var(--w3m-text-s); font-weight: 500; cursor: pointer; }
.w3m-action:hover { background: var(--w3m-bg-3); }
.w3m-action-label { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.w3m-tabs { display: grid; grid-template-columns: 1fr 1fr; gap: var(--w3m-space-1); padding: var(--w3m-space-1);
  border-radius: var(--w3m-radius-l); background: var(--w3m-bg-2); }
.w3m-tab { min-block-size: 36px; border: none; border-radius: var(--w3m-radius-m); background: transparent; color: var(--w3m-fg-2);
  font: inherit; font-size: var(--w3m-text-s); font-weight: 500; cursor: pointer; }
.w3m-tab[aria-selected="true"] { background: var(--w3m-bg); color: var(--w3m-fg); box-shadow: var(--w3m-shadow-1); }
.w3m-tabs-placeholder { align-self: stretch; block-size: 312px; }
.w3m-skeleton-total { block-size: calc(var(--w3m-text-s) * 1.4); margin-block-end: calc(var(--w3m-space-1) * -1); }
.w3m-account-footer { display: flex; flex-direction: column; gap: var(--w3m-space-2); align-self: stretch; }
`
