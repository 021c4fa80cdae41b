import { describe, expect, it } from 'vitest'
import { walletLinks } from '../views/ConnectingWalletConnect/walletLinks'
import type { Platform } from './platform'
import { requireWebUrl, safeAppLink, safeWebUrl } from './safeUrl'

const DESKTOP: Platform = { os: 'linux', mobile: false, telegram: false }

describe('safeUrl', () => {
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
