import { describe, expect, it } from 'vitest'
import { walletLinks } from '../views/ConnectingWalletConnect/walletLinks'
import type { Platform } from './platform'
import { requireWebUrl, safeAppLink, safeImageUrl, safeWebUrl } from './safeUrl'

const DESKTOP: Platform = { os: 'linux', mobile: false, telegram: false }

describe('safeUrl', () => {
  it('passes web and inline image URLs as image sources, never script or HTML', () => {
    expect(safeImageUrl('https://img.example/a.png')).toBe('https://img.example/a.png')
    expect(safeImageUrl('http://127.0.0.1:4100/devnet/icons/ETH.svg')).toBeDefined()
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBeDefined()
    expect(safeImageUrl('data:image/png,x')).toBeDefined()
    expect(safeImageUrl("javascript:window.__pwned='x'")).toBeUndefined()
    expect(safeImageUrl('data:text/html,<script>1</script>')).toBeUndefined()
    expect(safeImageUrl(' data:image/png,x')).toBeUndefined()
    expect(safeImageUrl('http://evil.example/a.png')).toBeUndefined()
    expect(safeImageUrl(null)).toBeUndefined()
  })

  it('passes https and loopback http, nothing that runs script', () => {
    expect(safeWebUrl('https://pay.example.com/c/1')).toBe('https://pay.example.com/c/1')
    expect(safeWebUrl('http://127.0.0.1:4100/onramp/checkout/1')).toBeDefined()
    expect(safeWebUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeWebUrl('data:text/html,x')).toBeUndefined()
    expect(safeWebUrl(null)).toBeUndefined()
    expect(safeAppLink('metamask://wc?uri=x')).toBe('metamask://wc?uri=x')
    expect(safeAppLink('vbscript:msgbox')).toBeUndefined()
    expect(() => requireWebUrl('javascript:alert(1)')).toThrow('Refused to open a javascript: URL')
    expect(requireWebUrl('https://a.example/')).toBe('https://a.example/')
  })

  it('drops wallet links that would run script, keeps app schemes', () => {
    const links = walletLinks(
      { mobile_link: 'metamask:', webapp_link: 'javascript:alert(1)//', app_store: null },
      'wc:abc@2',
      DESKTOP,
    )
    expect(links.app).toBe('metamask://wc?uri=wc%3Aabc%402')
    expect(links.webapp).toBeUndefined()
    const hostile = walletLinks({ mobile_link: 'javascript://%0aalert(1)' }, 'wc:abc@2', DESKTOP)
    expect(hostile.app).toBeUndefined()
  })
})
