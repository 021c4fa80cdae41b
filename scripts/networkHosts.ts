/**
 * The hosts the modal may contact, per feature: the table behind docs/network.md. The hosts are
 * the modal's own defaults (imported, not retyped); `findHosts` scans the shipped source of the
 * modal and the frame bridge, and networkHosts.test.ts fails on a host this table does not name.
 *
 *   pnpm exec tsx scripts/networkHosts.ts --write   regenerates docs/network.md
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { arbitrum, base, HOSTED_URLS, mainnet } from '@w3m/modal'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The code that runs in a host's page. */
export const SCANNED_DIRS = ['packages/modal/src', 'packages/frame-bridge/src']

type Directive = 'connect-src' | 'img-src' | 'frame-src'
type Feature = {
  feature: string
  option: string
  url: string
  when: string
  csp: Directive[]
}

const origin = (url: string) => new URL(url).origin

/** Each feature, the option (and attribute) that moves it, and when it is reached. */
export const FEATURES: Feature[] = [
  {
    feature: 'Wallet list, project config, wallet images',
    option: '`explorerApiUrl` / `explorer-api-url`',
    url: HOSTED_URLS.explorerApiUrl,
    when: 'when the visitor opens the modal',
    csp: ['connect-src', 'img-src'],
  },
  {
    feature: 'Balances, activity, names, swap, on-ramp; chain RPC unless `rpc-urls` names one',
    option: '`blockchainApiUrl` / `blockchain-api-url`',
    url: HOSTED_URLS.blockchainApiUrl,
    when: 'once connected, also to restore a stored session on load',
    csp: ['connect-src', 'img-src'],
  },
  {
    feature: 'Email, social and Farcaster login; the embedded wallet',
    option: '`secureSiteUrl` / `secure-site-url`',
    url: HOSTED_URLS.secureSiteUrl,
    when: 'when the visitor picks email or a social login, or a stored email session restores',
    csp: ['frame-src'],
  },
  {
    feature: 'WalletConnect (QR code, mobile wallets)',
    option: '`relayUrl` / `relay-url`',
    url: HOSTED_URLS.relayUrl,
    when: 'when the visitor picks WalletConnect, or a stored WalletConnect session restores',
    csp: ['connect-src'],
  },
  {
    feature: 'Analytics events and error reports',
    option: '`analyticsUrl` / `analytics-url`',
    url: HOSTED_URLS.analyticsUrl,
    when: 'only with `analytics-consent` (off by default)',
    csp: ['connect-src'],
  },
]

/** Hosts the code names but never contacts: the networks' own RPCs and block explorers. */
export const NAMED_NOT_CONTACTED: Array<{ host: string; why: string }> = [
  base,
  arbitrum,
  mainnet,
].flatMap((network) => [
  {
    host: origin(network.rpcUrls.default.http[0] ?? ''),
    why: `${network.name}'s public RPC in its definition; the modal's RPC goes to \`rpc-urls\`, by default the Blockchain API's proxy`,
  },
  {
    host: origin(network.blockExplorers?.default.url ?? ''),
    why: `${network.name}'s block explorer in its definition; data only, no request`,
  },
])
NAMED_NOT_CONTACTED.push({
  host: 'https://explorer.solana.com',
  why: "the link to a Solana send on the cluster's explorer (WalletSendSuccess); opened by the visitor, never fetched",
})
NAMED_NOT_CONTACTED.push({
  host: 'http://www.w3.org',
  why: "the SVG namespace (`xmlns`) of the WalletConnect Solana wallet's inline icon; a name, never fetched",
})

/** Every origin the table names, contacted or not. */
export function listedOrigins(): Set<string> {
  return new Set([
    ...FEATURES.map((feature) => origin(feature.url)),
    ...NAMED_NOT_CONTACTED.map((entry) => entry.host),
  ])
}

const LOOPBACK = /^(127\.|localhost$|\[::1\]$)/
const URL_IN_CODE = /\b(?:https?|wss?):\/\/[A-Za-z0-9.-]+(?::\d+)?/g

/** The shipped files under `dir`: no tests, stories or test kits (they never reach a page). */
function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ['test', 'testing'].includes(entry.name) ? [] : shippedFiles(path)
    if (!/\.tsx?$/.test(entry.name) || /\.(test|test-d|stories)\.tsx?$/.test(entry.name)) return []
    return entry.name === 'storyFixtures.tsx' ? [] : [path]
  })
}

/** Every non-loopback origin written in the shipped code under `dirs`, with a file naming it. */
export function findHosts(dirs: string[], root = ROOT): Map<string, string> {
  const found = new Map<string, string>()
  for (const dir of dirs) {
    for (const file of shippedFiles(join(root, dir))) {
      for (const match of readFileSync(file, 'utf8').matchAll(URL_IN_CODE)) {
        const url = new URL(match[0])
        if (LOOPBACK.test(url.hostname) || found.has(url.origin)) continue
        found.set(url.origin, relative(root, file))
      }
    }
  }
  return found
}

/** docs/network.md. */
export function renderNetworkDoc(): string {
  const hostsFor = (directive: Directive) =>
    FEATURES.filter((feature) => feature.csp.includes(directive)).map((f) => origin(f.url))
  const rows = FEATURES.map(
    (f) =>
      `| ${f.feature} | ${f.option} | \`${origin(f.url)}\` | ${f.when} | ${f.csp.join(', ')} |`,
  )
  const named = NAMED_NOT_CONTACTED.map((entry) => `- \`${entry.host}\`: ${entry.why}.`)
  return `# Network: every host the modal may contact

Generated by \`pnpm exec tsx scripts/networkHosts.ts --write\` from the modal's defaults; do not
edit by hand. \`scripts/networkHosts.test.ts\` scans the shipped source of \`packages/modal\` and
\`packages/frame-bridge\` for URLs and fails when one names a host this page does not list, or
when this page is out of date.

Before the visitor opens the modal it makes no request, unless a stored session must be restored
(\`e2e/privacy/beforeOpen.spec.ts\` counts them). Each default below is the hosted service;
every one moves with its option or attribute, and the local stack points them all at loopback.

| feature | option / attribute | default host | contacted | CSP directive |
|---|---|---|---|---|
${rows.join('\n')}

Token icons are the URLs the Blockchain API answers with; wallet deep links and universal links
come from the wallet list and open as navigations, not requests. The WalletConnect SDK's own
telemetry and Verify services are switched off: never contacted.

## Content-Security-Policy for a host page

With the hosted defaults (replace each host with yours when you move a service):

\`\`\`
connect-src 'self' ${hostsFor('connect-src').join(' ')};
img-src 'self' data: blob: ${hostsFor('img-src').join(' ')};
frame-src ${hostsFor('frame-src').join(' ')};
\`\`\`

Drop the analytics host from \`connect-src\` when you never pass consent.

## Named in the code, never contacted

${named.join('\n')}
`
}

if (process.argv.includes('--write')) {
  writeFileSync(join(ROOT, 'docs/network.md'), renderNetworkDoc())
  console.log('docs/network.md written')
}
