import type { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { ATA_PROGRAM, TOKEN_PROGRAMS, uiTokenAmount } from './tokenLayout'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const MEMO_PROGRAMS = [
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
]

/** A compiled instruction: the program's and accounts' indexes into the account keys. */
export type CompiledInstructionJson = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight?: number | null
}

const u64 = (data: Buffer, offset: number) => data.readBigUInt64LE(offset)

function parseSystem(data: Buffer, keys: string[]) {
  const kind = data.readUInt32LE(0)
  if (kind === 2)
    return {
      type: 'transfer',
      info: { source: keys[0], destination: keys[1], lamports: Number(u64(data, 4)) },
    }
  if (kind === 0)
    return {
      type: 'createAccount',
      info: {
        source: keys[0],
        newAccount: keys[1],
        lamports: Number(u64(data, 4)),
        space: Number(u64(data, 12)),
        owner: bs58.encode(data.subarray(20, 52)),
      },
    }
  if (kind === 1)
    return { type: 'assign', info: { account: keys[0], owner: bs58.encode(data.subarray(4, 36)) } }
  if (kind === 8)
    return { type: 'allocate', info: { account: keys[0], space: Number(u64(data, 4)) } }
  return undefined
}

function parseToken(data: Buffer, keys: string[]) {
  const kind = data[0]
  switch (kind) {
    case 3:
      return {
        type: 'transfer',
        info: {
          source: keys[0],
          destination: keys[1],
          authority: keys[2],
          amount: u64(data, 1).toString(),
        },
      }
    case 12: {
      return {
        type: 'transferChecked',
        info: {
          source: keys[0],
          mint: keys[1],
          destination: keys[2],
          authority: keys[3],
          tokenAmount: uiTokenAmount(u64(data, 1), data[9] ?? 0),
        },
      }
    }
    case 7:
      return {
        type: 'mintTo',
        info: {
          mint: keys[0],
          account: keys[1],
          mintAuthority: keys[2],
          amount: u64(data, 1).toString(),
        },
      }
    case 20:
      return {
        type: 'initializeMint2',
        info: {
          mint: keys[0],
          decimals: data[1],
          mintAuthority: bs58.encode(data.subarray(2, 34)),
        },
      }
    case 18:
      return {
        type: 'initializeAccount3',
        info: { account: keys[0], mint: keys[1], owner: bs58.encode(data.subarray(1, 33)) },
      }
    case 9:
      return {
        type: 'closeAccount',
        info: { account: keys[0], destination: keys[1], owner: keys[2] },
      }
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: keys[0] } }
    case 21:
      return { type: 'getAccountDataSize', info: { mint: keys[0] } }
    default:
      return undefined
  }
}

function parseAta(data: Buffer, keys: string[]) {
  const kind = data.length === 0 ? 0 : data[0]
  const info = {
    source: keys[0],
    account: keys[1],
    wallet: keys[2],
    mint: keys[3],
    systemProgram: keys[4],
    tokenProgram: keys[5],
  }
  if (kind === 0) return { type: 'create', info }
  if (kind === 1) return { type: 'createIdempotent', info }
  return undefined
}

/**
 * An instruction as `jsonParsed` shows it: decoded for the programs the devnet runs (system,
 * SPL Token, Associated Token Account, Memo), else its program, accounts and base58 data.
 */
export function parseInstruction(instruction: CompiledInstructionJson, accountKeys: PublicKey[]) {
  const programId = accountKeys[instruction.programIdIndex]?.toBase58() ?? ''
  const keys = instruction.accounts.map((index) => accountKeys[index]?.toBase58() ?? '')
  const data = Buffer.from(bs58.decode(instruction.data))
  const stackHeight = instruction.stackHeight ?? null
  try {
    if (MEMO_PROGRAMS.includes(programId))
      return { program: 'spl-memo', programId, parsed: data.toString('utf8'), stackHeight }
    const parsed =
      programId === SYSTEM_PROGRAM
        ? parseSystem(data, keys)
        : TOKEN_PROGRAMS.includes(programId)
          ? parseToken(data, keys)
          : programId === ATA_PROGRAM
            ? parseAta(data, keys)
            : undefined
    if (parsed) {
      const program =
        programId === SYSTEM_PROGRAM
          ? 'system'
          : programId === ATA_PROGRAM
            ? 'spl-associated-token-account'
            : 'spl-token'
      return { program, programId, parsed, stackHeight }
    }
  } catch {
    // Data too short for its kind: shown undecoded, as the real RPC does.
  }
  return { programId, accounts: keys, data: instruction.data, stackHeight }
}

/** The memo texts of a transaction's instructions, for getSignaturesForAddress's `memo`. */
export function memosOf(instructions: CompiledInstructionJson[], accountKeys: PublicKey[]) {
  return instructions
    .filter((ix) => MEMO_PROGRAMS.includes(accountKeys[ix.programIdIndex]?.toBase58() ?? ''))
    .map((ix) => Buffer.from(bs58.decode(ix.data)).toString('utf8'))
}
