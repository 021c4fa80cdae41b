import { describe, expect, it } from 'vitest'
import { onrampUrlResponseSchema } from '../blockchain/onramp'
import { walletSchema } from '../explorer/wallet'
import { isAppLink, isWebUrl } from './isWebUrl'

const SCRIPTS = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
]

describe('isWebUrl', () => {
  it('takes https anywhere and http on loopback only', () => {
    expect(isWebUrl('https://pay.example.com/checkout?id=1')).toBe(true)
    expect(isWebUrl('http://127.0.0.1:4000/onramp/checkout/1')).toBe(true)
    expect(isWebUrl('http://localhost:5173/')).toBe(true)
    expect(isWebUrl('http://[::1]:4000/')).toBe(true)
    expect(isWebUrl('http://pay.example.com/')).toBe(false)
    expect(isWebUrl('metamask://wc')).toBe(false)
    expect(isWebUrl('/relative')).toBe(false)
    for (const url of SCRIPTS) expect(isWebUrl(url), url).toBe(false)
  })
})

describe('isAppLink', () => {
  it("takes a wallet's own scheme and web URLs, never a script or local scheme", () => {
    expect(isAppLink('metamask://')).toBe(true)
    expect(isAppLink('trust:')).toBe(true)
    expect(isAppLink('https://link.wallet.example/wc')).toBe(true)
    expect(isAppLink('http://wallet.example/wc')).toBe(false)
    for (const url of SCRIPTS) expect(isAppLink(url), url).toBe(false)
  })
})

describe('the schemas of URLs the modal opens', () => {
  it('refuse a javascript: checkout URL', () => {
    expect(onrampUrlResponseSchema.safeParse({ url: 'https://pay.example.com/c/1' }).success).toBe(
      true,
    )
    expect(onrampUrlResponseSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false)
  })

  it('refuse a wallet whose links would run script, and keep app schemes', () => {
    const wallet = { id: 'w', name: 'W', image_id: 'i', mobile_link: 'metamask://' }
    expect(walletSchema.safeParse(wallet).success).toBe(true)
    expect(walletSchema.safeParse({ ...wallet, mobile_link: 'javascript:alert(1)' }).success).toBe(
      false,
    )
    expect(walletSchema.safeParse({ ...wallet, webapp_link: 'data:text/html,x' }).success).toBe(
      false,
    )
    expect(walletSchema.safeParse({ ...wallet, homepage: 'vbscript:x' }).success).toBe(false)
  })
})
