import { firstLoadFiles } from './scripts/firstLoadFiles'

/** Size budgets, gzip. The first goes up only for something the first click shows sooner. */
export default [
  {
    name: 'JS a host page loads before the first click (<w3m-modal> entry and its static chunks)',
    path: firstLoadFiles('packages/modal/dist/standalone/w3m-modal.js'),
    gzip: true,
    // 99.9 kB until the modal's UI (ModalApp, Connect), startCore and the explorer client moved to
    // the chunk of the first open, the dialog's shell taking their place (84.4 kB; React is ~67);
    // 82.4 kB once the first load was one file behind a facade entry, the modules it shares with
    // lazy chunks split from their lazy-only code, the shell's CSS for later views moved to the
    // views' sheet, and the shell handing focus to the dialog; 81.8 kB once proxy-compare's
    // tracking proxies (valtio's React half) left it for the first open's chunk; 78.75 kB once
    // react-dom's public API (reactDomInternals.ts) and the exports of React and the scheduler no
    // module uses (cjsExports.ts) left it and the CSS templates were minified (cssMinify.ts);
    // 80.4 kB once the shell drew the page's wallets where Connect puts them (their list rule,
    // the row, the sign-in block's boxes and their CSS) and was drawn ahead at idle, so the
    // first open's frame shows a wallet row (docs/behaviour.md#first-open); 79.75 kB once the
    // first load carried its one helper of rolldown's runtime rather than fetching that chunk
    // (firstLoadHelpers.ts) and no `@__PURE__` marks; 79.78 kB with the overlay letting the pointer
    // through during its entrance (shellCss.ts `w3m-pass`, docs/behaviour.md#first-open); 79.82 kB
    // with the first open's chunk fetched after the frame that shows the shell (`afterPaint` came
    // into the first load, startModalCore.ts).
    limit: '79.9 kB',
  },
  {
    name: '@w3m/modal/headless before the first connect (its no-bundler bundle and static chunks; no view, no React)',
    path: firstLoadFiles('packages/modal/dist/headless-standalone/w3m-headless.js'),
    gzip: true,
    // 15.9 kB when the entry came in; the multi-connection list, the known-network table's
    // stand-ins and the Solana-aware network state it shares with the modal brought it to 17.4;
    // the explorer client loading on its first call, to 16.7; the locale option, the shared
    // attribute and error tables and the account chosen per connection (kept over a reload, read
    // before the restore), to 17.1.
    limit: '17.5 kB',
  },
  {
    name: '@w3m/frame-bridge page end with its zod/mini schemas (bundled, minified; loaded on demand)',
    path: firstLoadFiles('packages/frame-bridge/dist/size/page-end.min.js'),
    gzip: true,
    // The Solana payload schemas and the EIP-5792 error code on replies took it past 16 kB.
    limit: '16.5 kB',
  },
]
