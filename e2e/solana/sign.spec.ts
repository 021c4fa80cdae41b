import { createPublicKey, verify } from 'node:crypto'
import { PublicKey } from '@solana/web3.js'
import { expect, test } from '../fixtures'
import { setWalletMode } from '../modal/modal'
import { connectDualOnSolana, DEV_ACCOUNT_0, openSolanaDemo } from './solana'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const fromBase58 = (text: string) => {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value.toString(16)
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
}

/** Ed25519 verification of `signature` over `message` by the Solana address (Node's crypto). */
function verifiedBy(address: string, message: string, signature: Buffer): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: new PublicKey(address).toBuffer().toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, signature)
}

type SignOutcome = {
  result?: { namespace: string; address: string; signature: string }
  error?: { shortMessage: string; code: string }
}

const signThroughModal = (page: import('@playwright/test').Page, message: string) =>
  page.evaluate(async (text) => {
    const element = document.querySelector('w3m-modal') as unknown as {
      modal: { signMessage(message: string): Promise<SignOutcome['result']> }
    }
    try {
      return { result: await element.modal.signMessage(text) }
    } catch (error) {
      const { shortMessage, code } = error as { shortMessage: string; code: string }
      return { error: { shortMessage, code } }
    }
  }, message) as Promise<SignOutcome>

test("signs a message on Solana through the modal's signMessage; the ed25519 signature verifies against the account", async ({
  page,
}) => {
  await openSolanaDemo(page)
  await connectDualOnSolana(page)
  const message = `Sign in to the w3m demo at ${Date.now()}`
  const signed = await signThroughModal(page, message)
  expect(signed.error).toBeUndefined()
  expect(signed.result).toMatchObject({ namespace: 'solana', address: DEV_ACCOUNT_0 })
  const signature = fromBase58(signed.result?.signature ?? '')
  expect(signature).toHaveLength(64)
  expect(verifiedBy(DEV_ACCOUNT_0, message, signature)).toBe(true)
  // Not a signature of anything else.
  expect(verifiedBy(DEV_ACCOUNT_0, `${message}!`, signature)).toBe(false)

  // Refused in the wallet: 'Error signing message', coded as the visitor's refusal.
  await setWalletMode(page, 'reject')
  expect(await signThroughModal(page, 'no')).toEqual({
    error: { shortMessage: 'Error signing message', code: 'USER_REJECTED' },
  })
})
