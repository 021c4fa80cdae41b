import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

// The SPL instructions the seed needs, written out here so the server does not load
// @solana/spl-token (whose native u64 helper warns at every start when it is not built).

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
)
/** The size of a mint account. */
export const MINT_SIZE = 82

const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64LE(value)
  return bytes
}
const account = (pubkey: PublicKey, isWritable: boolean, isSigner = false) => ({
  pubkey,
  isSigner,
  isWritable,
})

/** The associated token account of `owner` for `mint` (a PDA of the ATA program). */
export const associatedTokenAddress = (mint: PublicKey, owner: PublicKey) =>
  PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]

/** InitializeMint2 (20): decimals and mint authority, no freeze authority. */
export const initializeMint2 = (mint: PublicKey, decimals: number, authority: PublicKey) =>
  new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [account(mint, true)],
    data: Buffer.concat([Buffer.from([20, decimals]), authority.toBuffer(), Buffer.from([0])]),
  })

/** The ATA program's CreateIdempotent (1): creates the account unless it exists. */
export const createAssociatedTokenAccountIdempotent = (
  payer: PublicKey,
  owner: PublicKey,
  mint: PublicKey,
) =>
  new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      account(payer, true, true),
      account(associatedTokenAddress(mint, owner), true),
      account(owner, false),
      account(mint, false),
      account(SystemProgram.programId, false),
      account(TOKEN_PROGRAM_ID, false),
    ],
    data: Buffer.from([1]),
  })

/** MintTo (7): `amount` base units into `destination`. */
export const mintTo = (
  mint: PublicKey,
  destination: PublicKey,
  authority: PublicKey,
  amount: bigint,
) =>
  new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [account(mint, true), account(destination, true), account(authority, false, true)],
    data: Buffer.concat([Buffer.from([7]), u64(amount)]),
  })

/** TransferChecked (12): `amount` base units of `mint` between token accounts. */
export const transferChecked = (
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
) =>
  new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      account(source, true),
      account(mint, false),
      account(destination, true),
      account(owner, false, true),
    ],
    data: Buffer.concat([Buffer.from([12]), u64(amount), Buffer.from([decimals])]),
  })
