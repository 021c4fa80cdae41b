import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * The testbed's dapp: finds wallets through the Wallet Standard, as the modal will, and calls
 * their features. Bytes cross to the test as number arrays; failures as `{ error }`.
 */
type Outcome<T> = { result: T } | { error: { code?: number; message: string } }

const { get } = getWallets()

function find(name: string): Wallet {
  const wallet = get().find((candidate) => candidate.name === name)
  if (!wallet) throw new Error(`No wallet named ${name}`)
  return wallet
}

// biome-ignore lint/suspicious/noExplicitAny: features are looked up by name at run time.
const feature = (wallet: Wallet, name: string): any => {
  const found = wallet.features[name as keyof typeof wallet.features]
  if (!found) throw new Error(`${wallet.name} has no ${name}`)
  return found
}

async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { result: await run() }
  } catch (error) {
    const { code, message } = error as { code?: number; message: string }
    return { error: { code, message } }
  }
}

const account = (wallet: Wallet) => {
  const [first] = wallet.accounts
  if (!first) throw new Error(`${wallet.name} is not connected`)
  return first
}

const dapp = {
  wallets: () =>
    get().map((wallet) => ({
      name: wallet.name,
      icon: wallet.icon,
      chains: [...wallet.chains],
      features: Object.keys(wallet.features),
      rdns: (wallet.features as Record<string, { rdns?: string }>)['w3m:identity']?.rdns ?? null,
    })),
  connect: (name: string, silent = false) =>
    attempt(async () => {
      const { accounts } = await feature(find(name), 'standard:connect').connect({ silent })
      return (accounts as Wallet['accounts']).map((entry) => entry.address)
    }),
  disconnect: (name: string) =>
    attempt(() => feature(find(name), 'standard:disconnect').disconnect()),
  signMessage: (name: string, text: string) =>
    attempt(async () => {
      const wallet = find(name)
      const [output] = await feature(wallet, 'solana:signMessage').signMessage({
        account: account(wallet),
        message: new TextEncoder().encode(text),
      })
      return { signature: [...output.signature], signedMessage: [...output.signedMessage] }
    }),
  signAndSend: (name: string, transaction: number[], options?: Record<string, unknown>) =>
    attempt(async () => {
      const wallet = find(name)
      const [output] = await feature(
        wallet,
        'solana:signAndSendTransaction',
      ).signAndSendTransaction({
        account: account(wallet),
        chain: 'solana:devnet',
        transaction: Uint8Array.from(transaction),
        options,
      })
      return [...output.signature] as number[]
    }),
  signTransaction: (name: string, transaction: number[]) =>
    attempt(async () => {
      const wallet = find(name)
      const [output] = await feature(wallet, 'solana:signTransaction').signTransaction({
        account: account(wallet),
        chain: 'solana:devnet',
        transaction: Uint8Array.from(transaction),
      })
      return [...output.signedTransaction] as number[]
    }),
}

/** What the tests call through page.evaluate. */
export type TestbedDapp = typeof dapp

;(window as unknown as { dapp: TestbedDapp }).dapp = dapp
