import { createHash } from 'node:crypto'
import type { Wallet } from '@w3m/api-schemas'

// 26 and 25 are coprime, so pairing ADJECTIVES[i % 26] with NOUNS[i % 25] gives 650 distinct
// names for i < 650 (Chinese remainder theorem): a large catalogue with no collisions.
const ADJECTIVES = [
  'Amber',
  'Brisk',
  'Cobalt',
  'Dapper',
  'Ember',
  'Frost',
  'Granite',
  'Harbor',
  'Indigo',
  'Jade',
  'Kestrel',
  'Lumen',
  'Marble',
  'Nimbus',
  'Onyx',
  'Pine',
  'Quartz',
  'Russet',
  'Saffron',
  'Tidal',
  'Umber',
  'Velvet',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
] as const
const NOUNS = [
  'Vault',
  'Ledger',
  'Keys',
  'Purse',
  'Safe',
  'Pocket',
  'Wallet',
  'Coffer',
  'Chest',
  'Locker',
  'Satchel',
  'Pouch',
  'Harbor',
  'Beacon',
  'Bridge',
  'Compass',
  'Anchor',
  'Orbit',
  'Signal',
  'Lantern',
  'Summit',
  'Meadow',
  'Canyon',
  'Atlas',
  'Prism',
] as const
/** How many generated wallets the catalogue holds (besides the devnet's own two). */
export const GENERATED_WALLET_COUNT = 650
/** Chains the generated wallets draw from: the deployment's two first, then others seen in the wild. */
const CHAIN_POOL = [
  'eip155:8453',
  'eip155:42161',
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:56',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'bip122:000000000019d6689c085ae165831e93',
] as const

/** Rdns of the devnet wallet script (`/devnet-wallet.js`). */
export const DEVNET_WALLET_RDNS = 'dev.w3m.devnet-wallet'
/** Catalogue id of the devnet wallet script's entry. */
export const DEVNET_WALLET_ID = sha256(`w3m-devnet:${DEVNET_WALLET_RDNS}`)
/** Catalogue id of the devnet's mobile wallet page (WalletConnect). */
export const DEVNET_MOBILE_WALLET_ID = sha256('w3m-devnet:dev.w3m.devnet-mobile-wallet')

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A UUID-shaped id, like the hosted service's image ids, derived from a seed. */
function uuidFrom(seed: string): string {
  const hex = sha256(seed)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

function generatedWallet(index: number): Wallet {
  const name = `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[index % NOUNS.length]}`
  const slug = name.toLowerCase().replace(/\s+/g, '')
  const bytes = createHash('sha256').update(`w3m-devnet:traits:${slug}`).digest()
  const trait = (at: number, percent: number) => (bytes[at] ?? 0) % 100 < percent
  // About a quarter have neither a mobile nor a web link, which the modal hides on mobile.
  const hasMobile = trait(0, 65)
  const hasWebapp = trait(1, 20)
  const hasDesktop = trait(2, 30)
  const hasExtension = trait(3, 40)
  const chains = CHAIN_POOL.filter((_, bit) => ((bytes[4] ?? 0) >> bit) & 1)
  const host = `${slug}.example`
  return {
    id: sha256(`w3m-devnet:wallet:${slug}`),
    name,
    image_id: uuidFrom(`w3m-devnet:image:${slug}`),
    homepage: `https://${host}`,
    order: 10 + index,
    mobile_link: hasMobile ? (trait(5, 50) ? `${slug}://` : `https://${host}/wc`) : null,
    desktop_link: hasDesktop ? `${slug}-desktop://` : null,
    webapp_link: hasWebapp ? `https://app.${host}` : null,
    app_store: hasMobile ? `https://apps.apple.com/app/${slug}/id${6400000000 + index}` : null,
    play_store: hasMobile ? `https://play.google.com/store/apps/details?id=example.${slug}` : null,
    chrome_store: hasExtension
      ? `https://chromewebstore.google.com/detail/${slug}/${sha256(slug).slice(0, 32)}`
      : null,
    rdns: hasExtension ? `example.${slug}` : null,
    injected: hasExtension
      ? [{ namespace: 'eip155', injected_id: `is${name.replace(/\s+/g, '')}` }]
      : null,
    chains: chains.length > 0 ? chains : ['eip155:1'],
    badge_type: trait(6, 30) ? 'certified' : 'none',
  }
}

/** The devnet's own two wallets; their links point at the devnet origin given. */
export function devnetWallets(publicUrl: string): Wallet[] {
  const base = publicUrl.replace(/\/+$/, '')
  const chains = ['eip155:8453', 'eip155:42161']
  const common = {
    desktop_link: null,
    app_store: null,
    play_store: null,
    chrome_store: null,
    chains,
    badge_type: 'certified' as const,
  }
  return [
    {
      ...common,
      id: DEVNET_WALLET_ID,
      name: 'Devnet Wallet',
      image_id: uuidFrom('w3m-devnet:image:devnet-wallet'),
      homepage: `${base}/devnet-wallet.js`,
      order: 1,
      mobile_link: null,
      webapp_link: null,
      rdns: DEVNET_WALLET_RDNS,
      injected: [{ namespace: 'eip155', injected_id: 'isDevnetWallet' }],
    },
    {
      ...common,
      id: DEVNET_MOBILE_WALLET_ID,
      name: 'Devnet Mobile Wallet',
      image_id: uuidFrom('w3m-devnet:image:devnet-mobile-wallet'),
      homepage: `${base}/mobile-wallet/`,
      order: 2,
      mobile_link: null,
      webapp_link: `${base}/mobile-wallet/`,
      rdns: null,
      injected: null,
    },
  ]
}

/** The generated part of the catalogue: the same wallets, ids and links on every run. */
export function generatedWallets(): Wallet[] {
  return Array.from({ length: GENERATED_WALLET_COUNT }, (_, index) => generatedWallet(index))
}
