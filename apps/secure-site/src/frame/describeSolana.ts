import bs58 from 'bs58'
import type { Row } from './decodeCall'
import type { RequestSummary } from './describeRequest'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const MEMO_PROGRAMS = new Set([
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
])
const LAMPORTS_PER_SOL = 1_000_000_000n

/** The Solana networks a card names; another shows its CAIP-2 id. */
const SOLANA_NAMES: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

/** "Solana (solana:5eykt…)": the network of a Solana card. */
export function solanaNetworkLabel(chainId: string): string {
  return `${SOLANA_NAMES[chainId] ?? 'Solana network'} (${chainId})`
}

/** One instruction of a transaction: its program, accounts (base58) and data. */
export type SolanaInstruction = { programId: string; accounts: string[]; data: Uint8Array }

/** What the card reads of a transaction's wire bytes (legacy or v0). */
export type ParsedSolanaTransaction = {
  version: 'legacy' | number
  signers: string[]
  instructions: SolanaInstruction[]
}

/** Reads a transaction's wire format (signatures, then the message); throws on malformed bytes. */
export function parseSolanaTransaction(bytes: Uint8Array): ParsedSolanaTransaction {
  let at = 0
  const byte = () => {
    if (at >= bytes.length) throw new Error('truncated transaction')
    return bytes[at++]!
  }
  const compactU16 = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const next = byte()
      value |= (next & 0x7f) << shift
      if ((next & 0x80) === 0) return value
    }
    throw new Error('bad length')
  }
  const take = (length: number) => {
    if (at + length > bytes.length) throw new Error('truncated transaction')
    const part = bytes.subarray(at, at + length)
    at += length
    return part
  }
  take(compactU16() * 64)
  const prefix = bytes[at] ?? 0
  // The top bit marks a versioned message; legacy messages start with the signer count.
  const version = prefix & 0x80 ? prefix & 0x7f : ('legacy' as const)
  if (version !== 'legacy') at++
  const required = byte()
  byte()
  byte()
  const keys = Array.from({ length: compactU16() }, () => bs58.encode(take(32)))
  take(32)
  const compiled = Array.from({ length: compactU16() }, () => ({
    program: byte(),
    accounts: Array.from(take(compactU16())),
    data: take(compactU16()),
  }))
  // v0 accounts past the static keys come from lookup tables: the card names them by index.
  const keyOf = (index: number) => keys[index] ?? `lookup account #${index - keys.length + 1}`
  return {
    version,
    signers: keys.slice(0, required),
    instructions: compiled.map((entry) => ({
      programId: keyOf(entry.program),
      accounts: entry.accounts.map(keyOf),
      data: entry.data,
    })),
  }
}

/** Lamports as SOL, every significant decimal kept. */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)
const hex = (data: Uint8Array) => Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('')

function tokenAmount(raw: bigint, decimals: number): string {
  if (decimals === 0) return raw.toString()
  const base = 10n ** BigInt(decimals)
  const fraction = (raw % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${raw / base}${fraction ? `.${fraction}` : ''}`
}

/** The rows of one instruction: SOL and SPL transfers, token accounts and memos by name, else raw. */
export function describeInstruction(instruction: SolanaInstruction): Row[] {
  const { programId, accounts, data } = instruction
  try {
    if (programId === SYSTEM_PROGRAM && data.length >= 12 && u32(data, 0) === 2)
      return [
        ['Send', formatSol(u64(data, 4))],
        ['To', accounts[1] ?? ''],
      ]
    if (TOKEN_PROGRAMS.has(programId) && data[0] === 12 && data.length >= 10)
      return [
        ['Token', accounts[1] ?? ''],
        ['Send', tokenAmount(u64(data, 1), data[9]!)],
        ['To token account', accounts[2] ?? ''],
      ]
    if (TOKEN_PROGRAMS.has(programId) && data[0] === 3 && data.length >= 9)
      return [
        ['Send', `${u64(data, 1)} token units`],
        ['From token account', accounts[0] ?? ''],
        ['To token account', accounts[1] ?? ''],
      ]
    if (programId === ATA_PROGRAM)
      return [['Create token account', `${accounts[1] ?? ''} (owner ${accounts[2] ?? ''})`]]
    if (MEMO_PROGRAMS.has(programId))
      return [['Memo', new TextDecoder('utf-8', { fatal: true }).decode(data)]]
  } catch {
    // Malformed data for a known program: shown raw below.
  }
  return [
    [
      'Program',
      `${programId}\nAccounts: ${accounts.join(', ') || 'none'}\nData: ${hex(data) || 'none'}`,
    ],
  ]
}

/** The rows of one transaction (base58 wire bytes); bytes the card cannot read are shown as such. */
export function describeSolanaTransaction(transaction: unknown): Row[] {
  let parsed: ParsedSolanaTransaction
  try {
    parsed = parseSolanaTransaction(bs58.decode(String(transaction ?? '')))
  } catch {
    return [['Transaction', `Could not be decoded: ${String(transaction ?? '').slice(0, 120)}`]]
  }
  return [
    ['Fee payer', parsed.signers[0] ?? ''],
    ...parsed.instructions.flatMap(describeInstruction),
  ]
}

/** A message: its text when it is UTF-8 without control characters, else its bytes as hex. */
export function decodeSolanaMessage(message: unknown): string {
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(String(message ?? ''))
  } catch {
    return String(message ?? '')
  }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
    if (!/[\u0000-\u0008\u000e-\u001f]/.test(text)) return text
  } catch {
    // Not UTF-8: shown as hex below.
  }
  return `0x${hex(bytes)}`
}

type Options = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

/** The send options, as the card lists them (only those set). */
function optionsRow(options: Options | undefined): Row[] {
  if (!options) return []
  const parts = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${String(value)}`)
  return parts.length > 0 ? [['Send options', parts.join(', ')]] : []
}

/** The title and rows of the approval card of a Solana signing request. */
export function describeSolanaRequest(
  method: string,
  params: unknown,
  chainId: string,
): RequestSummary {
  const request = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  const network: Row = ['Network', solanaNetworkLabel(chainId)]
  switch (method) {
    case 'solana_signMessage':
      return {
        title: 'Sign message',
        rows: [network, ['Message', decodeSolanaMessage(request.message)]],
      }
    case 'solana_signTransaction':
      return {
        title: 'Sign transaction',
        rows: [network, ...describeSolanaTransaction(request.transaction)],
      }
    case 'solana_signAndSendTransaction':
      return {
        title: 'Send transaction',
        rows: [
          network,
          ...describeSolanaTransaction(request.transaction),
          ...optionsRow(request.options as Options | undefined),
        ],
      }
    case 'solana_signAllTransactions': {
      const list = Array.isArray(request.transactions) ? request.transactions : []
      return {
        title: `Sign ${list.length} transaction${list.length === 1 ? '' : 's'}`,
        rows: [
          network,
          ...list.map(
            (transaction, i): Row => [
              `Transaction ${i + 1}`,
              describeSolanaTransaction(transaction)
                .map(([label, value]) => `${label}: ${value}`)
                .join('\n'),
            ],
          ),
        ],
      }
    }
    default:
      return { title: method, rows: [network, ['Params', JSON.stringify(params)]] }
  }
}
