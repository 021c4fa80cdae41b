import type { MobileWalletConfig } from './client/createMobileWallet'

const STYLE = `
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #141414; }
  main { max-width: 420px; margin: 0 auto; padding: 20px 16px 40px; }
  h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 0 0 6px; }
  section, form { background: #fff; border-radius: 14px; padding: 14px; margin: 12px 0; box-shadow: 0 1px 3px #0001; }
  form { display: grid; gap: 8px; } input { font: inherit; padding: 10px; border: 1px solid #ccd; border-radius: 10px; }
  button { font: inherit; padding: 10px 16px; border-radius: 10px; border: 1px solid #ccd; background: #fff; cursor: pointer; }
  button.primary, form button { background: #1f5eff; border-color: #1f5eff; color: #fff; }
  .row { display: flex; gap: 8px; } .muted { color: #5c6370; font-size: 13px; word-break: break-all; }
  .error { color: #b3261e; } pre { font-size: 12px; overflow: auto; background: #f4f5f7; padding: 8px; border-radius: 8px; }
  .log { color: #5c6370; font-size: 12px; padding-left: 18px; }
`

// Inside <script type="application/json">, only "</" could end the element early.
const safeJson = (value: unknown) => JSON.stringify(value).replaceAll('</', '<\\/')

/** The wallet's HTML: the config for the script, and a root it renders into. */
export function renderMobileWalletPage(config: MobileWalletConfig, scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet Mobile Wallet</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Devnet Mobile Wallet</h1>
<p class="muted">Paste a WalletConnect URI, or open this page from the modal's QR or link.</p>
<div id="wallet" aria-live="polite"></div>
</main>
<script type="application/json" id="mobile-wallet-config">${safeJson(config)}</script>
<script type="module" src="${scriptUrl}"></script>
</body>
</html>`
}
