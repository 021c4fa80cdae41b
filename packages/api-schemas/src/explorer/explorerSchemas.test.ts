import { describe, expect, it } from 'vitest'
import { appkitConfigSchema, explorerErrorSchema, projectLimitsSchema } from './project'
import { getWalletsResponseSchema, walletSchema } from './wallet'

const hostedWallet = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'Some Wallet',
  homepage: 'https://wallet.example',
  image_id: '018b2d52-10e9-4158-1fde-a5d5bac5aa00',
  order: 10,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  app_store: null,
  play_store: null,
  chrome_store: null,
  rdns: 'example.wallet',
  injected: null,
}

describe('explorer schemas', () => {
  it('accept a hosted-style wallet whose links are null and whose optional fields are absent', () => {
    expect(walletSchema.safeParse(hostedWallet).success).toBe(true)
    expect(getWalletsResponseSchema.safeParse({ data: [hostedWallet], count: 1 }).success).toBe(
      true,
    )
  })

  it('refuse a wallet without id or a response with a negative count', () => {
    const { id: _id, ...noId } = hostedWallet
    expect(walletSchema.safeParse(noId).success).toBe(false)
    expect(getWalletsResponseSchema.safeParse({ data: [], count: -1 }).success).toBe(false)
    expect(walletSchema.safeParse({ ...hostedWallet, badge_type: 'gold' }).success).toBe(false)
  })

  it('read config features with null or listed config, limits and error bodies', () => {
    const config = {
      features: [
        { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
        { id: 'activity', isEnabled: true, config: null },
        { id: 'reown_branding', isEnabled: false },
      ],
    }
    expect(appkitConfigSchema.parse(config).features).toHaveLength(3)
    expect(appkitConfigSchema.safeParse({ features: [{ id: 'swap' }] }).success).toBe(false)
    expect(
      projectLimitsSchema.safeParse({ planLimits: { tier: 'starter', isAboveRpcLimit: false } })
        .success,
    ).toBe(false)
    expect(explorerErrorSchema.parse({ code: 'APKT007', message: 'Invalid Project ID' }).code).toBe(
      'APKT007',
    )
  })
})
