import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** Anvil's well-known development mnemonic: the same accounts on every machine. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
/** How many dev accounts the devnet wallet holds. */
export const DEV_ACCOUNT_COUNT = 5

/** The first dev accounts with their private keys, derived on the server once. */
export function devAccounts(
  count = DEV_ACCOUNT_COUNT,
): Array<{ address: `0x${string}`; privateKey: `0x${string}` }> {
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
    const key = account.getHdKey().privateKey
    if (!key) throw new Error(`No private key for dev account ${addressIndex}`)
    return { address: account.address, privateKey: bytesToHex(key) }
  })
}
