import { type Hex, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type * as z from 'zod/mini'
import { type ApprovalRequest, createApprovalDialog } from './approvalDialog'
import type { WalletChain } from './chainRpc'
import { describeConnect } from './describeRequest'
import { ProviderRpcError, RPC_ERROR, userRejected } from './providerRpcError'
import type { ApprovalMode, WalletConfig } from './walletConfig'
import { readExposed, readMode, readState, saveMode, saveState } from './walletSettings'

type Listener = (...args: unknown[]) => void

/**
 * The wallet's state and the rules every method shares: who is connected, which chain, how a
 * request is approved, and the events the page hears.
 */
export function createWalletSession(config: WalletConfig) {
  const accounts = config.accounts.map((entry) => privateKeyToAccount(entry.privateKey))
  const state = readState(config)
  const exposedCount = Math.min(readExposed(), accounts.length)
  let mode: ApprovalMode = readMode(config)
  let pendingConnect: Promise<Hex[]> | undefined
  const listeners = new Map<string, Set<Listener>>()
  const dialog = createApprovalDialog()

  const session = {
    state,
    accounts,
    origin: window.location.origin,
    getMode: () => mode,
    setMode(next: ApprovalMode) {
      mode = next
      saveMode(next)
    },
    account() {
      const current = accounts[state.account] ?? accounts[0]
      if (!current) throw new ProviderRpcError(RPC_ERROR.internal, 'The wallet holds no accounts')
      return current
    },
    /** The addresses the site is given: the selected account first (`readExposed`). */
    exposed(): Hex[] {
      const first = accounts.indexOf(session.account())
      return Array.from(
        { length: exposedCount },
        (_, offset) => (accounts[(first + offset) % accounts.length] ?? session.account()).address,
      )
    },
    chains: (): WalletChain[] => [...config.chains, ...state.addedChains],
    findChain: (id: number) => session.chains().find((chain) => chain.id === id),
    currentChain(): WalletChain {
      const chain = session.findChain(state.chainId)
      if (chain) return chain
      const known = config.chains.map((c) => c.id).join(' or ')
      throw new ProviderRpcError(
        RPC_ERROR.chainDisconnected,
        `Chain ${state.chainId} is not configured in the Devnet Wallet; switch to ${known}`,
      )
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, ...args: unknown[]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args)
        } catch (error) {
          console.error(`[devnet-wallet] a ${event} listener threw`, error)
        }
      }
    },
    /** Resolves when the request may go ahead; rejects with 4001 when it may not. */
    async approve(request: ApprovalRequest): Promise<void> {
      if (mode === 'approve') return
      if (mode === 'reject' || !(await dialog.ask(request))) throw userRejected()
    },
    /** The signer for `address`, when the site is connected and was given that address. */
    authorized(address: string) {
      const current = accounts.find(
        (entry) =>
          entry.address.toLowerCase() === address.toLowerCase() &&
          session.exposed().includes(entry.address),
      )
      if (!state.connected || !current) {
        throw new ProviderRpcError(
          RPC_ERROR.unauthorized,
          'The requested account has not been authorized by the user.',
        )
      }
      return current
    },
    /** The method's params, or a -32602 error naming what is wrong. */
    parse<T>(schema: z.ZodMiniType<T>, params: unknown, method: string): T {
      const result = schema.safeParse(params ?? [])
      if (result.success) return result.data
      const issue = result.error.issues[0]
      throw new ProviderRpcError(
        RPC_ERROR.invalidParams,
        `Invalid params for ${method}: ${issue?.path.join('.')} ${issue?.message}`,
      )
    },
    /** Connects the site after approval; concurrent requests share one dialog. */
    connect(): Promise<Hex[]> {
      if (state.connected) return Promise.resolve(session.exposed())
      pendingConnect ??= session
        .approve(describeConnect(session.origin, session.account().address, state.chainId))
        .then(() => {
          state.connected = true
          saveState(state)
          session.emit('connect', { chainId: numberToHex(state.chainId) })
          session.emit('accountsChanged', session.exposed())
          return session.exposed()
        })
        .finally(() => {
          pendingConnect = undefined
        })
      return pendingConnect
    },
    disconnect(): void {
      if (!state.connected) return
      state.connected = false
      saveState(state)
      session.emit('accountsChanged', [])
    },
    switchTo(chainId: number): void {
      if (chainId === state.chainId) return
      state.chainId = chainId
      saveState(state)
      session.emit('chainChanged', numberToHex(chainId))
    },
    /** Keeps the state for the next page load. */
    save: () => saveState(state),
    selectAccount(index: number): void {
      if (index === state.account) return
      state.account = index
      saveState(state)
      if (state.connected) session.emit('accountsChanged', session.exposed())
    },
  }
  return session
}

/** The wallet session the methods act on. */
export type WalletSession = ReturnType<typeof createWalletSession>
