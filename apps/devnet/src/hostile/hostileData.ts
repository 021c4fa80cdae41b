/**
 * The hostile fixture's values (docs/reliability.md#hostile-data). Every script payload sets
 * `window.__pwned` to say which field ran, so a browser test reads one canary; every URL stays on
 * loopback or uses a scheme that makes no request, so a test page never reaches another host.
 */

/** Sets the canary to `field` when run as script. */
const run = (field: string) => `window.__pwned='${field}'`

/** Markup that runs `run(field)` if inserted as HTML. */
export const markup = (field: string) =>
  `<img src=x onerror="${run(field)}"><script>${run(field)}</script><svg onload="${run(field)}">`

/** U+202E (right-to-left override): later text renders reversed unless isolated. */
export const RTL_OVERRIDE = '\u202e'
/** Zero-width space, joiner and no-break space: invisible characters that split or join words. */
export const ZERO_WIDTH = '\u200b\u200d\ufeff'
/** A 10,000-character run with no break opportunity: what overflows a layout that does not clip. */
export const LONG = 'W'.repeat(10_000)

/** A `javascript:` URL that sets the canary. */
export const scriptUrl = (field: string) => `javascript:${run(field)}`
/** An HTML document in a `data:` URL whose script sets the canary. */
export const htmlDataUrl = (field: string) =>
  `data:text/html,<script>${encodeURIComponent(run(field))}</script>`

/** Path of the SVG with script the devnet serves (loaded as an image, its script never runs). */
export const HOSTILE_SVG_PATH = '/devnet/hostile/image.svg'

/** An SVG document carrying script in three forms. */
export const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="${run('svg-onload')}"><script>${run('svg-script')}</script><rect width="40" height="40" fill="#c00"/><foreignObject width="40" height="40"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="${run('svg-foreign')}"/></div></foreignObject></svg>`

/** A name that is markup, an RTL override, zero-width characters and 10,000 characters at once. */
export const hostileName = (field: string, label: string) =>
  `${markup(field)}${label}${RTL_OVERRIDE}${ZERO_WIDTH}${label}${LONG}`

/** The fixture's wallets' names start with this, so a search for it finds them all. */
export const HOSTILE_WALLET_PREFIX = 'Hostile'

/** The hostile wallets, listed before the catalogue's on page 1 and in matching searches. */
export function hostileWallets(origin: string) {
  const svg = `${origin}${HOSTILE_SVG_PATH}`
  const base = {
    order: 0,
    app_store: scriptUrl('app-store'),
    play_store: htmlDataUrl('play-store'),
    chrome_store: scriptUrl('chrome-store'),
    rdns: null,
    injected: null,
    chains: ['eip155:8453', 'eip155:42161'],
    badge_type: 'certified' as const,
  }
  return [
    {
      ...base,
      id: 'hostile-wallet-markup',
      name: `${HOSTILE_WALLET_PREFIX} ${markup('wallet-name')} Markup`,
      image_id: '../../devnet/hostile/image.svg',
      image_url: scriptUrl('wallet-image'),
      homepage: scriptUrl('homepage'),
      mobile_link: scriptUrl('mobile-link'),
      desktop_link: htmlDataUrl('desktop-link'),
      webapp_link: htmlDataUrl('webapp-link'),
    },
    {
      ...base,
      id: 'hostile-wallet-rtl',
      name: `${HOSTILE_WALLET_PREFIX} ${RTL_OVERRIDE}tellaW LTR${ZERO_WIDTH} gnoL`,
      image_id: 'hostile-rtl',
      image_url: htmlDataUrl('wallet-image-html'),
      homepage: htmlDataUrl('homepage'),
      mobile_link: 'hostilewallet://wc',
      desktop_link: null,
      webapp_link: null,
    },
    {
      ...base,
      id: 'hostile-wallet-long',
      name: `${HOSTILE_WALLET_PREFIX} Long ${LONG}`,
      image_id: 'hostile-long',
      image_url: svg,
      homepage: `${origin}/devnet/hostile/${LONG.slice(0, 2000)}`,
      mobile_link: `javascript:${run('mobile-link-long')}//${LONG.slice(0, 2000)}`,
      desktop_link: null,
      webapp_link: null,
    },
  ]
}
