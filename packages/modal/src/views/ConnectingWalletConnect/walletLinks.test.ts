import { describe, expect, it } from 'vitest'
import { formatNativeLink, formatUniversalLink, walletLinks } from './walletLinks'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1'
const ENCODED = encodeURIComponent(URI)
const ios = { os: 'ios', mobile: true, telegram: false } as const

describe('walletLinks', () => {
  it('formats scheme and universal links with the encoded URI', () => {
    expect(formatNativeLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeLink('rainbow://', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeLink('https://link.trustwallet.com', URI)).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    )
    expect(formatUniversalLink('http://127.0.0.1:4100/mobile-wallet/', URI)).toBe(
      `http://127.0.0.1:4100/mobile-wallet/wc?uri=${ENCODED}`,
    )
  })

  it('offers the app, the web app and the store of the platform', () => {
    const wallet = {
      mobile_link: 'demo://',
      webapp_link: 'https://app.demo.example',
      app_store: 'https://apps.apple.com/app/demo',
      play_store: 'https://play.google.com/store/apps/details?id=demo',
    }
    expect(walletLinks(wallet, URI, ios)).toEqual({
      app: `demo://wc?uri=${ENCODED}`,
      webapp: `https://app.demo.example/wc?uri=${ENCODED}`,
      store: 'https://apps.apple.com/app/demo',
    })
    expect(walletLinks(undefined, URI, ios)).toEqual({})
  })
})
