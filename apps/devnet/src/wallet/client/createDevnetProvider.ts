import { type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type * as z from 'zod/mini'
import { type ApprovalRequest, createApprovalDialog } from './approvalDialog'
import { forwardRpc, isForwardable, sendTransactionOnChain, type WalletChain } from './chainRpc'
import {
  describeAddChain,
  describeConnect,
  describeMessage,
  describeTransaction,
  describeTypedData,
} from './describeRequest'
import { ProviderRpcError, RPC_ERROR, userRejected } from './providerRpcError'
import {
  addChainSchema,
  getCapabilitiesSchema,
  personalSignSchema,
  requestArgsSchema,
  sendTransactionSchema,
  signTypedDataSchema,
  switchChainSchema,
} from './rpcParams'
import type { ApprovalMode, WalletConfig } from './walletConfig'
import { readMode, readState, saveMode, saveState } from './walletSettings'

type Listener = (...args: unknown[]) => void

const isLoopbackUrl = (raw: string) => {
  const { hostname } = new URL(raw)
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) || hostname.startsWith('127.')
}

/** An EIP-1193 provider holding the dev accounts, with the controls tests drive it by. */
export function createDevnetProvider(config: WalletConfig) {
  const accounts = config.accounts.map((entry) => privateKeyToAccount(entry.privateKey))
  const state = readState(config)
  let mode: ApprovalMode = readMode(config)
  const listeners = new Map<string, Set<Listener>>()
  const dialog = createApprovalDialog()
  const origin = window.location.origin

  const account = () => {
    const current = accounts[state.account] ?? accounts[0]
    if (!current) throw new ProviderRpcError(RPC_ERROR.internal, 'The wallet holds no accounts')
    return current
  }
  const chains = (): WalletChain[] => [...config.chains, ...state.addedChains]
  const findChain = (id: number) => chains().find((chain) => chain.id === id)
  const currentChain = (): WalletChain => {
    const chain = findChain(state.chainId)
    if (chain) return chain
    throw new ProviderRpcError(
      RPC_ERROR.chainDisconnected,
      `Chain ${state.chainId} is not configured in the Devnet Wallet; switch to ${config.chains.map((c) => c.id).join(' or ')}`,
    )
  }

  function emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...args)
      } catch (error) {
        console.error(`[devnet-wallet] a ${event} listener threw`, error)
      }
    }
  }

  async function approve(request: ApprovalRequest): Promise<void> {
    if (mode === 'approve') return
    if (mode === 'reject' || !(await dialog.ask(request))) throw userRejected()
  }

  // Signing needs a connected site and the address it was given.
  function authorized(address: string) {
    const current = account()
    if (!state.connected || address.toLowerCase() !== current.address.toLowerCase()) {
      throw new ProviderRpcError(
        RPC_ERROR.unauthorized,
        'The requested account has not been authorized by the user.',
      )
    }
    return current
  }

  function parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
    const result = schema.safeParse(params ?? [])
    if (result.success) return result.data
    const issue = result.error.issues[0]
    throw new ProviderRpcError(
      RPC_ERROR.invalidParams,
      `Invalid params for ${method}: ${issue?.path.join('.')} ${issue?.message}`,
    )
  }

  async function connect(): Promise<Hex[]> {
    if (!state.connected) {
      await approve(describeConnect(origin, account().address, state.chainId))
      state.connected = true
      saveState(state)
      emit('connect', { chainId: numberToHex(state.chainId) })
      emit('accountsChanged', [account().address])
    }
    return [account().address]
  }

  function disconnect(): void {
    if (!state.connected) return
    state.connected = false
    saveState(state)
    emit('accountsChanged', [])
  }

  function switchTo(chainId: number): void {
    if (chainId === state.chainId) return
    state.chainId = chainId
    saveState(state)
    emit('chainChanged', numberToHex(chainId))
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'eth_accounts':
        return state.connected ? [account().address] : []
      case 'eth_coinbase':
        return state.connected ? account().address : null
      case 'eth_chainId':
        return numberToHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_requestPermissions':
        await connect()
        return [{ parentCapability: 'eth_accounts', invoker: origin }]
      case 'wallet_getPermissions':
        return state.connected ? [{ parentCapability: 'eth_accounts', invoker: origin }] : []
      case 'wallet_revokePermissions':
        disconnect()
        return null
      case 'personal_sign': {
        const [message, address] = parse(personalSignSchema, params, method)
        const signer = authorized(address)
        await approve(describeMessage(origin, signer.address, message))
        const isHex = /^0x([0-9a-fA-F]{2})*$/.test(message)
        return signer.signMessage({ message: isHex ? { raw: message as Hex } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = parse(signTypedDataSchema, params, method)
        const signer = authorized(address)
        await approve(describeTypedData(origin, signer.address, data))
        const domain = { ...data.domain }
        if (typeof domain.chainId === 'string') domain.chainId = Number(domain.chainId)
        // biome-ignore lint/suspicious/noExplicitAny: typed data is validated above; viem's generics want literal types
        return signer.signTypedData({ ...data, domain } as any)
      }
      case 'eth_sendTransaction': {
        const [tx] = parse(sendTransactionSchema, params, method)
        const signer = authorized(tx.from)
        const chain = currentChain()
        await approve(describeTransaction(origin, chain.id, tx))
        return sendTransactionOnChain(chain, signer, tx)
      }
      case 'wallet_switchEthereumChain': {
        const [{ chainId: hex }] = parse(switchChainSchema, params, method)
        const chainId = Number(BigInt(hex))
        if (chainId !== state.chainId && !findChain(chainId)) {
          throw new ProviderRpcError(
            RPC_ERROR.unrecognizedChain,
            `Unrecognized chain ID "${hex}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        }
        switchTo(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [chain] = parse(addChainSchema, params, method)
        const chainId = Number(BigInt(chain.chainId))
        const rpcUrl = chain.rpcUrls[0] as string
        if (!findChain(chainId)) {
          if (!isLoopbackUrl(rpcUrl)) {
            throw new ProviderRpcError(
              RPC_ERROR.invalidParams,
              `The Devnet Wallet only adds chains whose RPC URL is on this machine, not ${rpcUrl}`,
            )
          }
          const name = chain.chainName ?? `Chain ${chainId}`
          await approve(describeAddChain(origin, chainId, name, rpcUrl))
          state.addedChains.push({ id: chainId, name, rpcUrl })
          saveState(state)
        }
        switchTo(chainId)
        return null
      }
      case 'wallet_getCapabilities': {
        const [address, wanted] = parse(getCapabilitiesSchema, params, method)
        if (address) authorized(address)
        const ids = wanted?.map((hex) => Number(BigInt(hex))) ?? chains().map((c) => c.id)
        return Object.fromEntries(
          ids
            .filter((id) => findChain(id))
            .map((id) => [numberToHex(id), { atomic: { status: 'unsupported' } }]),
        )
      }
      default:
        if (!isForwardable(method)) {
          throw new ProviderRpcError(
            RPC_ERROR.unsupportedMethod,
            `The Devnet Wallet does not support ${method}`,
          )
        }
        return forwardRpc(currentChain(), method, params)
    }
  }

  const provider = {
    isDevnetWallet: true,
    /** EIP-1193 entry point. */
    async request(args: unknown): Promise<unknown> {
      const parsed = requestArgsSchema.safeParse(args)
      if (!parsed.success) {
        throw new ProviderRpcError(
          RPC_ERROR.invalidParams,
          'request expects { method: string, params?: array }',
        )
      }
      return handle(parsed.data.method, parsed.data.params)
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }

  /** What tests and the person running the demo steer the wallet with (`window.__devnetWallet`). */
  const controls = {
    provider,
    accounts: accounts.map((entry) => entry.address),
    getMode: () => mode,
    setMode(next: ApprovalMode) {
      if (!['ask', 'approve', 'reject'].includes(next)) throw new Error(`Unknown mode ${next}`)
      mode = next
      saveMode(next)
    },
    getState: () => ({ ...state, address: account().address }),
    setAccount(index: number) {
      if (!Number.isInteger(index) || !accounts[index]) throw new Error(`No account ${index}`)
      if (index === state.account) return
      state.account = index
      saveState(state)
      if (state.connected) emit('accountsChanged', [account().address])
    },
    disconnect() {
      disconnect()
      emit(
        'disconnect',
        new ProviderRpcError(RPC_ERROR.disconnected, 'Disconnected by the Devnet Wallet'),
      )
    },
  }
  return { provider, controls }
}

/** The provider object pages receive. */
export type DevnetProvider = ReturnType<typeof createDevnetProvider>['provider']
