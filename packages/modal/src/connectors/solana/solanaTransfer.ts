import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionOptions,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import {
  type Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { encodeBase58 } from '../../utils/base58'
import type { SolanaSendOptions } from '../../utils/solanaSendOptions'

// The few SPL instructions a send needs, written out so the chunk does not carry @solana/spl-token.
const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** What to transfer: SOL when `mint` is undefined, else that SPL token (base units). */
export type SolanaTransfer = {
  from: string
  to: string
  /** Base units (lamports for SOL). */
  amount: bigint
  mint?: string | undefined
  decimals: number
  /** The Wallet Standard chain (`solana:mainnet`, ...). */
  chain: `solana:${string}`
  options?: SolanaSendOptions | undefined
  /** Called once the wallet signed and the cluster took the transaction, before it confirms. */
  onSent?: ((signature: string) => void) | undefined
}

/** The associated token account of `owner` for `mint` (a PDA of the ATA program). */
export function associatedTokenAddress(mint: PublicKey, owner: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), TOKEN_PROGRAM_ID.toBytes(), mint.toBytes()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

const meta = (pubkey: PublicKey, isWritable: boolean, isSigner = false) => ({
  pubkey,
  isSigner,
  isWritable,
})

/** The ATA program's CreateIdempotent (1): creates the receiver's token account unless it exists. */
function createAssociatedTokenAccount(payer: PublicKey, owner: PublicKey, mint: PublicKey) {
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      meta(payer, true, true),
      meta(associatedTokenAddress(mint, owner), true),
      meta(owner, false),
      meta(mint, false),
      meta(SystemProgram.programId, false),
      meta(TOKEN_PROGRAM_ID, false),
    ],
    data: Uint8Array.of(1) as Buffer,
  })
}

/** SPL Token TransferChecked (12): amount (u64 little-endian) and the mint's decimals. */
function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
) {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      meta(source, true),
      meta(mint, false),
      meta(destination, true),
      meta(owner, false, true),
    ],
    data: data as Buffer,
  })
}

/**
 * The transfer's instructions: a system transfer for SOL; for a token, the receiver's associated
 * token account first when it does not exist yet, then TransferChecked from the sender's.
 */
export async function transferInstructions(
  connection: Pick<Connection, 'getAccountInfo'>,
  transfer: Pick<SolanaTransfer, 'from' | 'to' | 'amount' | 'mint' | 'decimals'>,
): Promise<TransactionInstruction[]> {
  const from = new PublicKey(transfer.from)
  const to = new PublicKey(transfer.to)
  if (!transfer.mint)
    return [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: transfer.amount })]
  const mint = new PublicKey(transfer.mint)
  const source = associatedTokenAddress(mint, from)
  const destination = associatedTokenAddress(mint, to)
  const exists = (await connection.getAccountInfo(destination)) !== null
  return [
    ...(exists ? [] : [createAssociatedTokenAccount(from, to, mint)]),
    transferChecked(source, mint, destination, from, transfer.amount, transfer.decimals),
  ]
}

/** The wallet's account for `address`, as the Wallet Standard features want it. */
function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((entry) => entry.address === address)
  if (!account) throw new Error(`the wallet does not hold ${address}`)
  return account
}

/**
 * Builds the transfer, has the wallet sign and send it (`solana:signAndSendTransaction` with the
 * send options; or `solana:signTransaction`, then sent here with the same options) and waits
 * until the cluster confirms it. Resolves to the base58 signature.
 */
export async function sendSolanaTransfer(
  connection: Connection,
  wallet: Wallet,
  transfer: SolanaTransfer,
): Promise<string> {
  const account = accountOf(wallet, transfer.from)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed')
  const transaction = new Transaction({
    feePayer: new PublicKey(transfer.from),
    blockhash,
    lastValidBlockHeight,
  }).add(...(await transferInstructions(connection, transfer)))
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  const options = transfer.options ?? {}
  const features = wallet.features as Partial<
    SolanaSignAndSendTransactionFeature & SolanaSignTransactionFeature
  >
  let signature: string
  const signAndSend = features['solana:signAndSendTransaction']
  const signOnly = features['solana:signTransaction']
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      chain: transfer.chain,
      transaction: bytes,
      // The wallet feature's commitments leave out web3.js's deprecated aliases.
      options: options as SolanaSignAndSendTransactionOptions,
    })
    if (!output) throw new Error('the wallet returned no signature')
    signature = encodeBase58(output.signature)
  } else if (signOnly) {
    const [output] = await signOnly.signTransaction({
      account,
      chain: transfer.chain,
      transaction: bytes,
    })
    if (!output) throw new Error('the wallet returned no signed transaction')
    signature = await connection.sendRawTransaction(output.signedTransaction, options)
  } else {
    throw new Error(`${wallet.name} cannot sign Solana transactions`)
  }
  transfer.onSent?.(signature)
  const result = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    'confirmed',
  )
  if (result.value.err)
    throw new Error(`the transaction failed: ${JSON.stringify(result.value.err)}`)
  return signature
}

/** Has the wallet sign `message` (`solana:signMessage`, ed25519); resolves to the signature bytes. */
export async function signSolanaMessage(
  wallet: Wallet,
  address: string,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = (wallet.features as Partial<SolanaSignMessageFeature>)['solana:signMessage']
  if (!feature) throw new Error(`${wallet.name} cannot sign messages on Solana`)
  const [output] = await feature.signMessage({ account: accountOf(wallet, address), message })
  if (!output) throw new Error('the wallet returned no signature')
  return output.signature
}
