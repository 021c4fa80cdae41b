import { Keypair } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { describe, expect, it, vi } from 'vitest'
import { createAuthSolanaStandardWallet } from './authSolanaStandardWallet'
import type { AuthSolanaWallet } from './createAuthSolanaWallet'

const address = Keypair.generate().publicKey.toBase58()
const CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function fakeLogin() {
  return {
    name: 'Email and socials',
    address,
    chainId: CHAIN,
    signMessage: vi.fn(async () => new Uint8Array([1, 2, 3])),
    signTransaction: vi.fn(async (tx: Uint8Array) => Uint8Array.from([...tx, 9])),
    signAllTransactions: vi.fn(async (txs: Uint8Array[]) =>
      txs.map((tx) => Uint8Array.from([...tx, 8])),
    ),
    signAndSendTransaction: vi.fn(async () => bs58.encode(new Uint8Array(64).fill(7))),
  } satisfies AuthSolanaWallet
}

type Features = Record<string, Record<string, (...inputs: unknown[]) => Promise<unknown>>>

/** Calls `method` of the wallet's feature `name` (the test fails when it is missing). */
function call(wallet: { features: unknown }, name: string, method: string, ...inputs: unknown[]) {
  const run = (wallet.features as Features)[name]?.[method]
  if (!run) throw new Error(`no ${name}.${method}`)
  return run(...inputs)
}

describe('createAuthSolanaStandardWallet', () => {
  it('is a Wallet Standard wallet of the login account whose features go to the frame wallet', async () => {
    const login = fakeLogin()
    const wallet = createAuthSolanaStandardWallet(login, 'data:image/svg+xml;base64,')
    const [account] = wallet.accounts as WalletAccount[]
    expect(wallet.name).toBe('Email and socials')
    expect(account?.address).toBe(address)
    expect(account?.chains).toEqual([CHAIN])
    expect(await call(wallet, 'standard:connect', 'connect')).toEqual({ accounts: [account] })

    const [sent] = (await call(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
      account,
      transaction: new Uint8Array([5]),
      options: { maxRetries: 2 },
    })) as Array<{ signature: Uint8Array }>
    expect([...(sent?.signature ?? [])]).toEqual(new Array(64).fill(7))
    expect(login.signAndSendTransaction).toHaveBeenCalledWith(new Uint8Array([5]), {
      maxRetries: 2,
    })

    // One transaction is one approval (signTransaction); several go together (signAllTransactions).
    await call(wallet, 'solana:signTransaction', 'signTransaction', {
      account,
      transaction: new Uint8Array([1]),
    })
    expect(login.signTransaction).toHaveBeenCalledTimes(1)
    const both = (await call(
      wallet,
      'solana:signTransaction',
      'signTransaction',
      { account, transaction: new Uint8Array([1]) },
      { account, transaction: new Uint8Array([2]) },
    )) as Array<{ signedTransaction: Uint8Array }>
    expect(both.map((entry) => [...entry.signedTransaction])).toEqual([
      [1, 8],
      [2, 8],
    ])
  })

  it('refuses to sign for another account', async () => {
    const login = fakeLogin()
    const wallet = createAuthSolanaStandardWallet(login, 'data:image/svg+xml;base64,')
    const other = {
      ...(wallet.accounts[0] as WalletAccount),
      address: Keypair.generate().publicKey.toBase58(),
    }
    await expect(
      call(wallet, 'solana:signMessage', 'signMessage', {
        account: other,
        message: new Uint8Array([1]),
      }),
    ).rejects.toThrow('is not the account of this login')
    expect(login.signMessage).not.toHaveBeenCalled()
  })
})
