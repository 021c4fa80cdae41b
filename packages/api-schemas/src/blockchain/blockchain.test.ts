import { describe, expect, it } from 'vitest'
import { balanceResponseSchema, historyResponseSchema, identitySchema } from './account'
import { blockchainApiErrorSchema } from './common'
import { convertQuotesResponseSchema } from './convert'
import { profileNameSchema, registerNameRequestSchema } from './profile'

describe('Blockchain API schemas', () => {
  it('accept balances written either way (decimals as a string or a number)', () => {
    const balance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:8453',
      address: 'eip155:8453:0xB74f068b4f8F2037cf58bDE2eAaD9846F28dA65a',
      value: 850,
      price: 1,
      quantity: { decimals: '6', numeric: '850' },
      iconUrl: 'http://127.0.0.1:4100/devnet/icons/USDC.svg',
    }
    expect(
      balanceResponseSchema.safeParse({
        balances: [balance, { ...balance, quantity: { decimals: 6, numeric: '1.5' } }],
      }).success,
    ).toBe(true)
    expect(
      balanceResponseSchema.safeParse({
        balances: [{ ...balance, quantity: { decimals: '6', numeric: '1e6' } }],
      }).success,
    ).toBe(false)
    expect(
      balanceResponseSchema.safeParse({ balances: [{ ...balance, chainId: '8453' }] }).success,
    ).toBe(false)
  })

  it('accept a history page with an NFT transfer and no next cursor', () => {
    const page = {
      data: [
        {
          id: 'eip155:8453:0xaa',
          metadata: {
            operationType: 'receive',
            hash: '0xaa',
            chain: 'eip155:8453',
            minedAt: '2026-11-20T00:00:00.000Z',
            sentFrom: '0x01',
            sentTo: '0x02',
            status: 'confirmed',
            nonce: 3,
          },
          transfers: [
            {
              nft_info: { name: 'Reward Pass #1', flags: { is_spam: true } },
              direction: 'in',
              quantity: { numeric: '1' },
              value: null,
              price: null,
            },
          ],
        },
      ],
    }
    expect(historyResponseSchema.parse(page).data[0]?.transfers[0]?.nft_info?.flags.is_spam).toBe(
      true,
    )
    expect(
      historyResponseSchema.safeParse({
        data: [{ ...page.data[0], metadata: { ...page.data[0]?.metadata, status: 'weird' } }],
      }).success,
    ).toBe(false)
  })

  it('accept identities without a name, and the API error bodies', () => {
    expect(identitySchema.parse({ name: null, avatar: null })).toEqual({ name: null, avatar: null })
    expect(identitySchema.safeParse({}).success).toBe(true)
    expect(
      blockchainApiErrorSchema.parse({
        code: 'INSUFFICIENT_LIQUIDITY',
        message: 'Insufficient liquidity',
        reasons: [{ description: 'Insufficient liquidity' }],
      }).reasons,
    ).toHaveLength(1)
  })

  it('check amounts, names and registrations', () => {
    expect(
      convertQuotesResponseSchema.safeParse({
        quotes: [{ fromAmount: '1.5', fromAccount: 'a', toAmount: '1', toAccount: 'b' }],
      }).success,
    ).toBe(false)
    expect(
      profileNameSchema.safeParse({
        name: 'carol.reown.id',
        registered_at: '2026-11-20T00:00:00.000Z',
        updated_at: '2026-11-20T00:00:00.000Z',
        addresses: { '60': { address: '0x01' } },
        attributes: [{ avatar: 'https://example.test/a.png' }],
      }).success,
    ).toBe(true)
    expect(
      registerNameRequestSchema.safeParse({
        coin_type: 60,
        address: '0x12',
        message: '{}',
        signature: '0x00',
      }).success,
    ).toBe(false)
  })
})
