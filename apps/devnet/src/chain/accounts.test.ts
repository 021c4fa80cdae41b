import { keccak256, toBytes } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEPLOYER, DEV_ACCOUNTS, DEV_MNEMONIC, TREASURY } from './accounts'

describe('dev accounts', () => {
  it('are the first ten accounts of the mnemonic', () => {
    const derived = DEV_ACCOUNTS.map(
      (_, index) => mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address,
    )
    expect(derived).toEqual(DEV_ACCOUNTS)
  })

  it('keep the deployer and the treasury apart from them, with keys derived from their names', () => {
    for (const [name, account] of [
      ['deployer', DEPLOYER],
      ['treasury', TREASURY],
    ] as const) {
      expect(account.privateKey).toBe(keccak256(toBytes(`w3m devnet ${name}`)))
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(DEV_ACCOUNTS).not.toContain(account.address)
    }
  })
})
