import { describe, expect, it } from 'vitest'
import { CONTRACTS, DEPLOY_ORDER, TOKENS } from './contracts'

describe('contract addresses', () => {
  it('are fixed by the deployer and its nonces', () => {
    // A changed deployer or order would move every address others code against: pin them.
    expect(CONTRACTS).toEqual({
      usdc: '0xB74f068b4f8F2037cf58bDE2eAaD9846F28dA65a',
      dev: '0x7706d7562ce76229bbD66d43cC14d1B73710db4A',
      points: '0xBB58CEBCF53e2ff811CaDccd9C323f0Cddb0126e',
      amm: '0x76d23D19D8f0A3674b807239b75600AA506A2805',
      smartAccountFactory: '0x447A824aBBb49283f409192B98AC65Ed5049Acce',
      rewardPass: '0x3bE3ecFE92F4D3d07022a3c4634098BED2344a92',
    })
    expect(new Set(Object.values(CONTRACTS)).size).toBe(DEPLOY_ORDER.length)
  })

  it('include a 6-decimals USDC and a 0-decimals token', () => {
    expect(TOKENS.find((token) => token.symbol === 'USDC')?.decimals).toBe(6)
    expect(TOKENS.some((token) => token.decimals === 0)).toBe(true)
  })
})
