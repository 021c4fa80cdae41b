import { type Hex, numberToHex } from 'viem'
import { sendTransactionOnChain } from './chainRpc'
import type { WalletSession } from './createWalletSession'
import {
  describeAddChain,
  describeMessage,
  describeTransaction,
  describeTypedData,
} from './describeRequest'
import { ProviderRpcError, RPC_ERROR } from './providerRpcError'
import {
  addChainSchema,
  getCapabilitiesSchema,
  personalSignSchema,
  sendTransactionSchema,
  signTypedDataSchema,
  switchChainSchema,
} from './rpcParams'

type Method = (session: WalletSession, params: unknown) => unknown

const isLoopbackUrl = (raw: string) => {
  const { hostname } = new URL(raw)
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) || hostname.startsWith('127.')
}

const permissions = (session: WalletSession) => [
  {
    parentCapability: 'eth_accounts',
    invoker: session.origin,
    caveats: [{ type: 'restrictReturnedAccounts', value: session.exposed() }],
  },
]

/** The methods the wallet answers itself; every other read goes to the chain's node. */
export const WALLET_METHODS: Record<string, Method> = {
  eth_requestAccounts: (session) => session.connect(),
  eth_accounts: (session) => (session.state.connected ? session.exposed() : []),
  eth_coinbase: (session) => (session.state.connected ? session.account().address : null),
  eth_chainId: (session) => numberToHex(session.state.chainId),
  net_version: (session) => String(session.state.chainId),
  wallet_requestPermissions: async (session) => {
    await session.connect()
    return permissions(session)
  },
  wallet_getPermissions: (session) => (session.state.connected ? permissions(session) : []),
  wallet_revokePermissions: (session) => {
    session.disconnect()
    return null
  },

  personal_sign: async (session, params) => {
    const [message, address] = session.parse(personalSignSchema, params, 'personal_sign')
    const signer = session.authorized(address)
    await session.approve(describeMessage(session.origin, signer.address, message))
    const isHex = /^0x([0-9a-fA-F]{2})*$/.test(message)
    return signer.signMessage({ message: isHex ? { raw: message as Hex } : message })
  },
  eth_signTypedData_v4: async (session, params) => {
    const [address, data] = session.parse(signTypedDataSchema, params, 'eth_signTypedData_v4')
    const signer = session.authorized(address)
    await session.approve(describeTypedData(session.origin, signer.address, data))
    const domain = { ...data.domain }
    if (typeof domain.chainId === 'string') domain.chainId = Number(domain.chainId)
    // biome-ignore lint/suspicious/noExplicitAny: typed data is validated above; viem's generics want literal types
    return signer.signTypedData({ ...data, domain } as any)
  },
  eth_sendTransaction: async (session, params) => {
    const [tx] = session.parse(sendTransactionSchema, params, 'eth_sendTransaction')
    const signer = session.authorized(tx.from)
    const chain = session.currentChain()
    await session.approve(describeTransaction(session.origin, chain.id, tx))
    return sendTransactionOnChain(chain, signer, tx)
  },

  wallet_switchEthereumChain: (session, params) => {
    const [{ chainId: hex }] = session.parse(
      switchChainSchema,
      params,
      'wallet_switchEthereumChain',
    )
    const chainId = Number(BigInt(hex))
    if (chainId !== session.state.chainId && !session.findChain(chainId)) {
      throw new ProviderRpcError(
        RPC_ERROR.unrecognizedChain,
        `Unrecognized chain ID "${hex}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    session.switchTo(chainId)
    return null
  },
  wallet_addEthereumChain: async (session, params) => {
    const [chain] = session.parse(addChainSchema, params, 'wallet_addEthereumChain')
    const chainId = Number(BigInt(chain.chainId))
    const rpcUrl = chain.rpcUrls[0] as string
    if (!session.findChain(chainId)) {
      // The devnet must reach no host but this machine, so neither may the chains it adds.
      if (!isLoopbackUrl(rpcUrl)) {
        throw new ProviderRpcError(
          RPC_ERROR.invalidParams,
          `The Devnet Wallet only adds chains whose RPC URL is on this machine, not ${rpcUrl}`,
        )
      }
      const name = chain.chainName ?? `Chain ${chainId}`
      await session.approve(describeAddChain(session.origin, chainId, name, rpcUrl))
      session.state.addedChains.push({ id: chainId, name, rpcUrl })
      session.save()
    }
    session.switchTo(chainId)
    return null
  },
  wallet_getCapabilities: (session, params) => {
    const [address, wanted] = session.parse(getCapabilitiesSchema, params, 'wallet_getCapabilities')
    if (address) session.authorized(address)
    const ids = wanted?.map((hex) => Number(BigInt(hex))) ?? session.chains().map((c) => c.id)
    return Object.fromEntries(
      ids
        .filter((id) => session.findChain(id))
        .map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
    )
  },
}
