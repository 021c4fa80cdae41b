import { describe, expect, it } from 'vitest'
import { solanaDevKeypairs } from '../solana/solanaKeys'
import { devAccounts } from './devAccounts'
import { walletRoutes } from './index'

const app = walletRoutes({
  rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
})

describe('walletRoutes', () => {
  it('derives anvil dev accounts from the well-known mnemonic', () => {
    const [first, second] = devAccounts(2)
    expect(first?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(first?.privateKey).toBe(
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    )
    expect(second?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('serves one self-contained script with the chains and start settings baked in', async () => {
    const response = await app.request('http://127.0.0.1/devnet-wallet.js?mode=approve&chain=1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('"rpcUrl":"http://127.0.0.1:8545"')
    expect(script).toContain('"defaults":{"mode":"approve","chain":1}')
    expect(script).toContain('eip6963:announceProvider')
    // No import or fetch of code at run time: everything, viem included, is in the bundle.
    expect(script).not.toMatch(/\bimport\s*\(|\bimport\s+[{*\w]/)
    expect(script.length).toBeLessThan(600_000)
  })

  it('refuses a malformed start setting with a clear message', async () => {
    const mode = await app.request('http://127.0.0.1/devnet-wallet.js?mode=sometimes')
    expect(mode.status).toBe(400)
    expect((await mode.json()).message).toMatch(/mode/)
    const account = await app.request('http://127.0.0.1/devnet-wallet.js?account=9')
    expect((await account.json()).message).toMatch(/account must be below 5/)
  })

  it('bakes the Solana cluster and keypairs into both scripts when the devnet runs one', async () => {
    const withSolana = walletRoutes({ rpcUrls: {}, solanaRpcUrl: 'http://127.0.0.1:8899' })
    const [first] = solanaDevKeypairs(1)
    for (const route of ['/devnet-wallet.js', '/devnet-solana-wallet.js']) {
      const response = await withSolana.request(`http://127.0.0.1${route}?account=1`)
      expect(response.status).toBe(200)
      const script = await response.text()
      expect(script).toContain('"solana":{"rpcUrl":"http://127.0.0.1:8899"')
      expect(script).toContain(`"address":"${first?.publicKey.toBase58()}"`)
      expect(script).toContain('wallet-standard:register-wallet')
    }
    const only = await (await withSolana.request('http://127.0.0.1/devnet-solana-wallet.js')).text()
    expect(only).toMatch(/\.installSolanaOnly\(/)
    // Without a cluster there is no Solana-only wallet to serve.
    const none = await app.request('http://127.0.0.1/devnet-solana-wallet.js')
    expect(none.status).toBe(404)
  })
})
