import { MODAL_ATTRIBUTES, type ModalAttributeName } from './modalAttributes'

/**
 * What each attribute of `<w3m-modal>` means, for the attribute table of packages/modal/README.md
 * (kept out of modalAttributes.ts so that no word of it ships with the element).
 */
const MODAL_ATTRIBUTE_DOCS: Record<ModalAttributeName, string> = {
  'project-id': 'The project id',
  'theme-mode': 'light, dark or system',
  locale:
    "The modal's language: `en`, `es`, `de`, `fr`, `pt`, `ja`, `zh` or `ar` (right to left); when absent the first of the browser's `navigator.languages` the modal speaks, else English; a change re-renders in the new language ([docs/behaviour.md#locale](../../docs/behaviour.md#locale))",
  networks:
    'Chain ids of the general list ([docs/behaviour.md#networks](../../docs/behaviour.md#networks)), comma-separated; Solana networks as CAIP-2 ids (`8453,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`); Ethereum when absent',
  'blockchain-api-url': 'The Blockchain API; the hosted service by default',
  'explorer-api-url': 'The wallet explorer API; the hosted service by default',
  'secure-site-url': 'The secure site of email and social logins; the hosted service by default',
  'relay-url': 'The WalletConnect relay; the hosted service by default',
  'analytics-url': 'Where analytics events go; the hosted service by default',
  'analytics-consent':
    'The visitor agreed to analytics (present, unless "false"); without it no event or error report leaves the page',
  'rpc-urls':
    'JSON `{ "8453": "http://…" }`: the RPC of each network, by EVM chain id or Solana CAIP-2 id',
  'theme-variables': 'JSON of `--w3m-*` custom properties',
  'featured-wallet-ids': 'JSON list of explorer wallet ids shown first',
  features: 'JSON of the features option',
  'siwx-statement':
    "Turns sign-in-with-X on; the message's statement, empty for the default ([Sign in with X](#sign-in-with-x))",
  'siwx-session-url': 'The sign-in session service ([Sign in with X](#sign-in-with-x))',
  'capture-email':
    "After sign-in, ask for the visitor's email: empty or `optional` allow Skip, `required` does not; turns sign-in-with-X on",
  'solana-send-options':
    'JSON of `solanaSendOptions`: `skipPreflight`, `preflightCommitment` (processed, confirmed, finalized, recent, single, singleGossip, root or max), `maxRetries`, `minContextSlot`; how Solana sends reach the cluster',
}

/** The README's attribute table (between its `attributes` markers), from the one attribute table. */
export function modalAttributeTable(): string {
  const rows = Object.entries(MODAL_ATTRIBUTES).map(
    ([name, [option]]) =>
      `| \`${name}\` | \`${option}\` | ${MODAL_ATTRIBUTE_DOCS[name as ModalAttributeName]} |`,
  )
  return ['| Attribute | Option | What it sets |', '|---|---|---|', ...rows].join('\n')
}
