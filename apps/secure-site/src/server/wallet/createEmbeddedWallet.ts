import {
  type Address,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  serializeErc6492Signature,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { User, Users } from '../auth/createUsers'
import { SecureSiteError } from '../errors'
import type { Chains } from './createChains'
import { ACCOUNT_ABI, ACCOUNT_SALT, FACTORY_ABI } from './smartAccountAbi'

/** A call as wallet_sendCalls and eth_sendTransaction carry it. */
export type WalletCall = { to: Address; value?: bigint; data?: Hex }

/** The user's accounts on one chain. */
export type UserAccounts = { eoa: Address; smartAccount: Address | undefined }

/** Which account a signature is for: the address a request names, on a chain. */
export type SignFor = { chainId: number; address?: string | undefined }

/** The embedded wallet: the only place a user's key is decrypted, and only to sign. */
export type EmbeddedWallet = ReturnType<typeof createEmbeddedWallet>

/** Signs and sends for users with keys from the user directory, on the configured chains. */
export function createEmbeddedWallet(options: {
  chains: Chains
  users: Users
  /** Runs `task` alone among holders of `key`, across every instance of the site (the database's). */
  exclusive: <T>(key: string, task: () => Promise<T>) => Promise<T>
}) {
  const { chains, users } = options
  // Derived from the owner and the factory alone, so each instance may keep its own copy.
  const addressCache = new Map<string, Address>()

  // One send at a time per user and chain, whichever instance takes it, so nonces never race.
  function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
    return options.exclusive(`send:${key}`, task)
  }

  async function signer(user: User, chainId: number) {
    const site = chains.get(chainId)
    const account = privateKeyToAccount(await users.privateKey(user.id))
    return createWalletClient({ account, chain: site.chain, transport: http(site.rpcUrl) })
  }

  async function smartAccountAddress(owner: Address, chainId: number) {
    const site = chains.get(chainId)
    if (!site.factory) return undefined
    const key = `${chainId}:${owner}`
    const cached = addressCache.get(key)
    if (cached) return cached
    const address = await site.client.readContract({
      address: site.factory,
      abi: FACTORY_ABI,
      functionName: 'getAddress',
      args: [owner, ACCOUNT_SALT],
    })
    addressCache.set(key, address)
    return address
  }

  async function accounts(user: User, chainId: number): Promise<UserAccounts> {
    return {
      eoa: user.eoaAddress,
      smartAccount: await smartAccountAddress(user.eoaAddress, chainId),
    }
  }

  async function isDeployed(address: Address, chainId: number) {
    const code = await chains.get(chainId).client.getCode({ address })
    return !!code && code !== '0x'
  }

  async function deploy(user: User, chainId: number): Promise<Address> {
    const site = chains.get(chainId)
    const address = await smartAccountAddress(user.eoaAddress, chainId)
    if (!site.factory || !address) {
      throw new SecureSiteError(
        'UNSUPPORTED_CHAIN',
        'Smart accounts are not available on this chain',
      )
    }
    if (await isDeployed(address, chainId)) return address
    const wallet = await signer(user, chainId)
    const hash = await wallet.writeContract({
      address: site.factory,
      abi: FACTORY_ABI,
      functionName: 'createAccount',
      args: [user.eoaAddress, ACCOUNT_SALT],
    })
    const receipt = await site.client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new SecureSiteError('CHAIN_ERROR', 'The smart account could not be deployed')
    }
    return address
  }

  /**
   * The owner key signs for both accounts. For the smart account that is its signature through
   * ERC-1271 once deployed; before that, ERC-6492 wraps it with the factory call that deploys the
   * account, so a verifier can simulate the deployment and check it all the same.
   */
  async function forAccount(user: User, signature: Hex, target: SignFor | undefined) {
    if (!target?.address || !isAddress(target.address)) return signature
    const site = chains.get(target.chainId)
    const smartAccount = await smartAccountAddress(user.eoaAddress, target.chainId)
    if (!site.factory || !smartAccount || !isAddressEqual(target.address, smartAccount))
      return signature
    if (await isDeployed(smartAccount, target.chainId)) return signature
    return serializeErc6492Signature({
      address: site.factory,
      data: encodeFunctionData({
        abi: FACTORY_ABI,
        functionName: 'createAccount',
        args: [user.eoaAddress, ACCOUNT_SALT],
      }),
      signature,
    })
  }

  /** Which account `from` names; none means the user's preferred one. */
  async function resolveFrom(user: User, chainId: number, from: string | undefined) {
    const { eoa, smartAccount } = await accounts(user, chainId)
    if (!from)
      return user.preferredAccountType === 'smartAccount' && smartAccount ? 'smartAccount' : 'eoa'
    if (isAddressEqual(from as Address, eoa)) return 'eoa'
    if (smartAccount && isAddressEqual(from as Address, smartAccount)) return 'smartAccount'
    throw new SecureSiteError('UNAUTHORIZED', 'The from address is not one of your accounts')
  }

  /** Sends `calls` from the chosen account: one transaction each from the EOA, or one batch. */
  async function send(user: User, chainId: number, calls: WalletCall[], from: string | undefined) {
    const kind = await resolveFrom(user, chainId, from)
    return serialize(`${user.id}:${chainId}`, async () => {
      const wallet = await signer(user, chainId)
      if (kind === 'eoa') {
        const hashes: Hex[] = []
        for (const call of calls) hashes.push(await wallet.sendTransaction({ ...call }))
        return { hashes, atomic: false }
      }
      const account = await deploy(user, chainId)
      const single = calls.length === 1 && calls[0]
      const data = single
        ? encodeFunctionData({
            abi: ACCOUNT_ABI,
            functionName: 'execute',
            args: [single.to, single.value ?? 0n, single.data ?? '0x'],
          })
        : encodeFunctionData({
            abi: ACCOUNT_ABI,
            functionName: 'executeBatch',
            args: [
              calls.map((c) => c.to),
              calls.map((c) => c.value ?? 0n),
              calls.map((c) => c.data ?? '0x'),
            ],
          })
      return { hashes: [await wallet.sendTransaction({ to: account, data })], atomic: true }
    })
  }

  return {
    accounts,
    isDeployed,
    deploy: (user: User, chainId: number) =>
      serialize(`${user.id}:${chainId}`, () => deploy(user, chainId)),
    /** The address of the user's preferred account on a chain. */
    async activeAddress(user: User, chainId: number): Promise<Address> {
      const { eoa, smartAccount } = await accounts(user, chainId)
      return user.preferredAccountType === 'smartAccount' && smartAccount ? smartAccount : eoa
    },
    /** Signs `message` for the account `target` names (the EOA when it names none). */
    async signMessage(user: User, message: string, target?: SignFor): Promise<Hex> {
      const account = privateKeyToAccount(await users.privateKey(user.id))
      const isRaw = /^0x([0-9a-fA-F]{2})*$/.test(message)
      const signature = await account.signMessage({
        message: isRaw ? { raw: message as Hex } : message,
      })
      return forAccount(user, signature, target)
    },
    async signTypedData(
      user: User,
      typedData: TypedDataDefinition,
      target?: SignFor,
    ): Promise<Hex> {
      const account = privateKeyToAccount(await users.privateKey(user.id))
      return forAccount(user, await account.signTypedData(typedData), target)
    },
    send,
    /** Which account a send from `from` uses: 'smartAccount' sends atomically, 'eoa' does not. */
    accountKind: resolveFrom,
  }
}
