import {
  type Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import type { Cluster } from './createCluster'
import {
  DEV_ACCOUNT_LAMPORTS,
  FAUCET,
  MEMO_PROGRAM_ID,
  SOLANA_TOKENS,
  type SolanaToken,
  solanaDevKeypairs,
  TREASURY,
} from './solanaKeys'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  initializeMint2,
  MINT_SIZE,
  mintTo,
  TOKEN_PROGRAM_ID,
  transferChecked,
} from './splInstructions'

const DAY = 24 * 60 * 60
/** What the faucet and the treasury start with (written into their accounts, outside the log). */
const RESERVE_LAMPORTS = 1_000_000 * LAMPORTS_PER_SOL

/** A memo instruction (Memo v2): the text, signed by `signer`. */
export const memoInstruction = (text: string, signer: PublicKey) =>
  new TransactionInstruction({
    programId: MEMO_PROGRAM_ID,
    keys: [{ pubkey: signer, isSigner: true, isWritable: false }],
    data: Buffer.from(text, 'utf8'),
  })

/**
 * Seeds the cluster through real transactions, spread over the last three weeks: both mints,
 * 100 SOL for each dev keypair, USDC and PTS deposits for accounts 0 and 1, and between them a
 * SOL send, a USDC send, a memo and a SOL send with a memo, so history has every kind.
 */
export function seedCluster(cluster: Cluster): void {
  const accounts = solanaDevKeypairs()
  const [alice, bob] = accounts
  if (!alice || !bob) throw new Error('The cluster needs two dev keypairs to seed')
  for (const reserve of [FAUCET, TREASURY]) {
    cluster.setAccount(reserve.publicKey, {
      lamports: RESERVE_LAMPORTS,
      data: new Uint8Array(),
      owner: SystemProgram.programId,
      executable: false,
      rentEpoch: 0,
    })
  }

  let time = Math.floor(Date.now() / 1000) - 21 * DAY
  const send = (instructions: TransactionInstruction[], payer: Keypair, ...signers: Keypair[]) => {
    cluster.setTime(time)
    cluster.nextSlot()
    const tx = new Transaction({
      feePayer: payer.publicKey,
      ...cluster.latestBlockhash(),
    }).add(...instructions)
    tx.sign(payer, ...signers)
    const landed = cluster.send(tx.serialize())
    if (landed.err) throw new Error(`Seeding failed: ${JSON.stringify(landed.err)}`)
    time += 7 * 60 * 60
  }
  const ata = (owner: PublicKey, token: SolanaToken) => associatedTokenAddress(token.mint, owner)
  const createAta = (payer: Keypair, owner: PublicKey, token: SolanaToken) =>
    createAssociatedTokenAccountIdempotent(payer.publicKey, owner, token.mint)
  const transferToken = (
    from: Keypair,
    to: PublicKey,
    token: SolanaToken,
    whole: number,
  ): TransactionInstruction =>
    transferChecked(
      ata(from.publicKey, token),
      token.mint,
      ata(to, token),
      from.publicKey,
      BigInt(whole) * 10n ** BigInt(token.decimals),
      token.decimals,
    )

  const rent = cluster.minimumBalanceForRentExemption(MINT_SIZE)
  for (const token of SOLANA_TOKENS) {
    send(
      [
        SystemProgram.createAccount({
          fromPubkey: TREASURY.publicKey,
          newAccountPubkey: token.mint,
          lamports: rent,
          space: MINT_SIZE,
          programId: TOKEN_PROGRAM_ID,
        }),
        initializeMint2(token.mint, token.decimals, TREASURY.publicKey),
        createAta(TREASURY, TREASURY.publicKey, token),
        mintTo(
          token.mint,
          ata(TREASURY.publicKey, token),
          TREASURY.publicKey,
          1_000_000_000n * 10n ** BigInt(token.decimals),
        ),
      ],
      TREASURY,
      token.keypair,
    )
  }
  for (const account of accounts) {
    send(
      [
        SystemProgram.transfer({
          fromPubkey: FAUCET.publicKey,
          toPubkey: account.publicKey,
          lamports: DEV_ACCOUNT_LAMPORTS,
        }),
      ],
      FAUCET,
    )
  }
  const [usdc, pts] = SOLANA_TOKENS
  if (!usdc || !pts) throw new Error('The cluster needs its two mints to seed')
  for (const [owner, usdcAmount, ptsAmount] of [
    [alice, 1000, 120],
    [bob, 500, 40],
  ] as const) {
    send(
      [
        createAta(TREASURY, owner.publicKey, usdc),
        transferToken(TREASURY, owner.publicKey, usdc, usdcAmount),
        createAta(TREASURY, owner.publicKey, pts),
        transferToken(TREASURY, owner.publicKey, pts, ptsAmount),
      ],
      TREASURY,
    )
  }
  send(
    [
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: bob.publicKey,
        lamports: 1.5 * LAMPORTS_PER_SOL,
      }),
    ],
    alice,
  )
  send([transferToken(alice, bob.publicKey, usdc, 25)], alice)
  send([memoInstruction('gm from the w3m devnet', alice.publicKey)], alice)
  send(
    [
      SystemProgram.transfer({
        fromPubkey: bob.publicKey,
        toPubkey: alice.publicKey,
        lamports: 0.25 * LAMPORTS_PER_SOL,
      }),
      memoInstruction('lunch, thanks', bob.publicKey),
    ],
    bob,
  )
  cluster.setTime(null)
  cluster.nextSlot()
}
