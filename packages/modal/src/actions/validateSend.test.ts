import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../stores/createBalancesStore'
import {
  AMOUNT_AND_RECEIVER_REQUIRED,
  INVALID_AMOUNT,
  TOKEN_REQUIRED,
  validateSend,
} from './validateSend'

const USDC: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:8453',
  address: '0x1111111111111111111111111111111111111111',
  decimals: 6,
  quantity: '10.5',
  value: 10.5,
  price: 1,
  iconUrl: '',
}
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('validateSend', () => {
  it('asks for a token first', () => {
    expect(validateSend({ token: undefined, sendTokenAmount: '1', receiverAddress: TO })).toBe(
      TOKEN_REQUIRED,
    )
  })
  it('asks for an amount and a receiver', () => {
    expect(validateSend({ token: USDC, sendTokenAmount: '', receiverAddress: TO })).toBe(
      AMOUNT_AND_RECEIVER_REQUIRED,
    )
    expect(validateSend({ token: USDC, sendTokenAmount: '1', receiverAddress: undefined })).toBe(
      AMOUNT_AND_RECEIVER_REQUIRED,
    )
  })
  it('refuses junk, zero and more digits than the token has', () => {
    for (const amount of ['abc', '0', '1.1234567', '-1']) {
      expect(validateSend({ token: USDC, sendTokenAmount: amount, receiverAddress: TO })).toBe(
        INVALID_AMOUNT,
      )
    }
  })
  it('refuses more than the balance', () => {
    expect(validateSend({ token: USDC, sendTokenAmount: '10.6', receiverAddress: TO })).toBe(
      'Insufficient USDC balance',
    )
  })
  it('accepts a full valid form, the whole balance included', () => {
    expect(
      validateSend({ token: USDC, sendTokenAmount: '10.5', receiverAddress: TO }),
    ).toBeUndefined()
  })
})
