import { describe, expect, it } from 'vitest'
import { mobileWalletRoutes } from './index'

const app = mobileWalletRoutes({
  relayUrl: 'ws://127.0.0.1:4150',
  rpcUrls: { 8453: 'http://127.0.0.1:8545' },
  projectId: 'p</script><script>alert(1)</script>',
})

describe('mobileWalletRoutes', () => {
  it('serves the page with its config at /mobile-wallet/ and at the universal-link path /wc', async () => {
    for (const path of ['/mobile-wallet/', '/mobile-wallet/wc?uri=wc%3Aabc']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<title>Devnet Mobile Wallet</title>')
      expect(html).toContain('"relayUrl":"ws://127.0.0.1:4150"')
      expect(html).toContain('<script type="module" src="/mobile-wallet/app.js">')
      // A config value cannot close the JSON script element.
      expect(html).not.toContain('</script><script>alert(1)')
    }
  })

  it('redirects the bare path and keeps the pairing URI', async () => {
    const response = await app.request('/mobile-wallet?uri=wc%3Aabc')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/mobile-wallet/?uri=wc%3Aabc')
  })
})
