import { PublicKey } from '@solana/web3.js'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './splInstructions'

/** Account data the cluster reads: a token account's or a mint's fields. */
type AccountLike = { owner: PublicKey; data: Uint8Array }

export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]
export const ATA_PROGRAM = ASSOCIATED_TOKEN_PROGRAM_ID.toBase58()

const isTokenProgram = (owner: PublicKey) => TOKEN_PROGRAMS.includes(owner.toBase58())

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

/** A token account's mint, owner, amount and state, when `account` is one. */
export function readTokenAccount(account: AccountLike | null) {
  if (!account || !isTokenProgram(account.owner) || account.data.length < TOKEN_ACCOUNT_SIZE)
    return undefined
  // Token-2022 accounts are longer; byte 165 says which kind (2 = account) when they are.
  if (account.data.length > TOKEN_ACCOUNT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 2)
    return undefined
  const view = Buffer.from(account.data)
  const state = view[108] ?? 0
  if (state === 0) return undefined
  return {
    mint: new PublicKey(view.subarray(0, 32)),
    owner: new PublicKey(view.subarray(32, 64)),
    amount: view.readBigUInt64LE(64),
    state: state === 2 ? ('frozen' as const) : ('initialized' as const),
    programId: account.owner,
    // A native (wrapped SOL) account holds its rent reserve here.
    isNative: view.readUInt32LE(109) === 1,
  }
}

/** A mint's decimals, supply and authorities, when `account` is one. */
export function readMint(account: AccountLike | null) {
  if (!account || !isTokenProgram(account.owner) || account.data.length < MINT_SIZE)
    return undefined
  if (account.data.length !== MINT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 1) return undefined
  const view = Buffer.from(account.data)
  if (view[45] !== 1) return undefined
  const optionalKey = (offset: number) =>
    view.readUInt32LE(offset) === 1
      ? new PublicKey(view.subarray(offset + 4, offset + 36)).toBase58()
      : null
  return {
    mintAuthority: optionalKey(0),
    supply: view.readBigUInt64LE(36),
    decimals: view[44] ?? 0,
    freezeAuthority: optionalKey(46),
  }
}

/** A raw amount in whole tokens, written out without float rounding ("1.5", "0.000001"). */
export function formatAmount(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The RPC's `uiTokenAmount` / `tokenAmount` object. */
export const uiTokenAmount = (amount: bigint, decimals: number) => {
  const uiAmountString = formatAmount(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
