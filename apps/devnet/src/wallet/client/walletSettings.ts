import './jitless'
import * as z from 'zod/mini'
import { type ApprovalMode, STORAGE_PREFIX, type WalletConfig } from './walletConfig'

const modeSchema = z.enum(['ask', 'approve', 'reject'])
const chainSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  rpcUrl: z.string(),
})
const persistedSchema = z.object({
  connected: z.boolean(),
  chainId: z.int().check(z.positive()),
  account: z.int().check(z.nonnegative()),
  addedChains: z._default(z.array(chainSchema), []),
})

/** What survives a reload: connection, chain, account and chains the page added. */
export type PersistedState = z.infer<typeof persistedSchema>

const STATE_KEY = `${STORAGE_PREFIX}state`
const MODE_KEY = `${STORAGE_PREFIX}mode`

// Storage can throw (sandboxed frames, disabled storage); the wallet then forgets on reload.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}
function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {}
}

function pageParam(name: string): string | null {
  return new URLSearchParams(window.location.search).get(`${STORAGE_PREFIX.slice(0, -1)}-${name}`)
}

function toInt(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isInteger(value) && value >= 0 ? value : undefined
}

/**
 * The mode in force: the page's `?devnet-wallet-mode=`, else localStorage
 * `devnet-wallet:mode`, else the script's `?mode=`, else 'ask'.
 */
export function readMode(config: WalletConfig): ApprovalMode {
  for (const raw of [pageParam('mode'), readStorage(MODE_KEY), config.defaults.mode ?? null]) {
    const parsed = modeSchema.safeParse(raw)
    if (parsed.success) return parsed.data
  }
  return 'ask'
}

/**
 * How many accounts the wallet hands the site (`?devnet-wallet-expose=`, default 1): the selected
 * one first, then the next dev accounts, as a wallet that shares several accounts does.
 */
export function readExposed(): number {
  return Math.max(1, toInt(pageParam('expose')) ?? 1)
}

/** Remembers a mode chosen at run time, so a reload keeps it. */
export function saveMode(mode: ApprovalMode): void {
  writeStorage(MODE_KEY, mode)
}

/** The start state: page query over what was saved over the script's query over defaults. */
export function readState(config: WalletConfig): PersistedState {
  let saved: PersistedState | undefined
  const raw = readStorage(STATE_KEY)
  if (raw) {
    try {
      const parsed = persistedSchema.safeParse(JSON.parse(raw))
      if (parsed.success) saved = parsed.data
    } catch {}
  }
  const firstChain = config.chains[0]?.id ?? 1
  const account = toInt(pageParam('account')) ?? saved?.account ?? config.defaults.account ?? 0
  const chainId = toInt(pageParam('chain')) || saved?.chainId || config.defaults.chain || firstChain
  return {
    connected: saved?.connected ?? false,
    chainId,
    account: account < config.accounts.length ? account : 0,
    addedChains: saved?.addedChains ?? [],
  }
}

/** Saves the state for the next page load. */
export function saveState(state: PersistedState): void {
  writeStorage(STATE_KEY, JSON.stringify(state))
}
