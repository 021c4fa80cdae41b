import bs58 from 'bs58'
import nacl from 'tweetnacl'

/** Reads a compact-u16 (Solana's short vector length) at `offset`: its value and byte size. */
export function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new Error('The transaction has a malformed length')
}

/** What the wallet reads from a wire transaction before signing it. */
export type WireTransaction = {
  bytes: Uint8Array
  /** Where the signatures start and where the message starts. */
  signaturesOffset: number
  messageOffset: number
  version: 'legacy' | number
  requiredSignatures: number
  accountKeys: string[]
  recentBlockhash: string
  instructions: Array<{ programId: string; accounts: string[]; data: Uint8Array }>
}

/** Parses a serialized transaction (legacy or v0) far enough to sign and describe it. */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [signatureCount, countSize] = readCompactU16(bytes, 0)
  const messageOffset = countSize + 64 * signatureCount
  let cursor = messageOffset
  const first = bytes[cursor] ?? 0
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const version = first & 0x80 ? first & 0x7f : 'legacy'
  if (version !== 'legacy') cursor += 1
  const requiredSignatures = bytes[cursor] ?? 0
  cursor += 3
  const [keyCount, keySize] = readCompactU16(bytes, cursor)
  cursor += keySize
  const accountKeys: string[] = []
  for (let i = 0; i < keyCount; i++) {
    accountKeys.push(bs58.encode(bytes.subarray(cursor, cursor + 32)))
    cursor += 32
  }
  const recentBlockhash = bs58.encode(bytes.subarray(cursor, cursor + 32))
  cursor += 32
  const [instructionCount, instructionSize] = readCompactU16(bytes, cursor)
  cursor += instructionSize
  const instructions: WireTransaction['instructions'] = []
  for (let i = 0; i < instructionCount; i++) {
    const programId = accountKeys[bytes[cursor] ?? 0] ?? ''
    cursor += 1
    const [accountCount, accountSize] = readCompactU16(bytes, cursor)
    cursor += accountSize
    const accounts = [...bytes.subarray(cursor, cursor + accountCount)].map(
      (index) => accountKeys[index] ?? `#${index}`,
    )
    cursor += accountCount
    const [dataLength, dataSize] = readCompactU16(bytes, cursor)
    cursor += dataSize
    instructions.push({ programId, accounts, data: bytes.slice(cursor, cursor + dataLength) })
    cursor += dataLength
  }
  if (signatureCount !== requiredSignatures)
    throw new Error('The transaction has the wrong number of signature slots')
  return {
    bytes,
    signaturesOffset: countSize,
    messageOffset,
    version,
    requiredSignatures,
    accountKeys,
    recentBlockhash,
    instructions,
  }
}

/** Signs the transaction's message as `address`, in that signer's slot; a new byte array. */
export function signWireTransaction(
  tx: WireTransaction,
  address: string,
  secretKey: Uint8Array,
): Uint8Array {
  const slot = tx.accountKeys.slice(0, tx.requiredSignatures).indexOf(address)
  if (slot < 0) throw new Error(`The transaction needs no signature from ${address}`)
  const signature = nacl.sign.detached(tx.bytes.subarray(tx.messageOffset), secretKey)
  const signed = tx.bytes.slice()
  signed.set(signature, tx.signaturesOffset + 64 * slot)
  return signed
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]
const PROGRAM_NAMES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'System',
  [TOKEN_PROGRAMS[0] ?? '']: 'SPL Token',
  [TOKEN_PROGRAMS[1] ?? '']: 'SPL Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
}

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)

function formatUnits(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -decimals)}.${fraction}` : text.slice(0, -decimals)
}

/** One line per instruction, as the visitor should read it ("Send 1.5 SOL to …"). */
export function describeInstructions(tx: WireTransaction): string[] {
  return tx.instructions.map(({ programId, accounts, data }) => {
    try {
      if (programId === SYSTEM_PROGRAM && data.length >= 12 && data[0] === 2)
        return `Send ${formatUnits(u64(data, 4), 9)} SOL to ${accounts[1]}`
      if (TOKEN_PROGRAMS.includes(programId) && data[0] === 12 && data.length >= 10)
        return `Send ${formatUnits(u64(data, 1), data[9] ?? 0)} of token ${accounts[1]} to ${accounts[2]}`
      if (TOKEN_PROGRAMS.includes(programId) && data[0] === 3 && data.length >= 9)
        return `Send ${u64(data, 1)} base units of a token to ${accounts[1]}`
      if (programId === 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')
        return `Memo: ${new TextDecoder().decode(data)}`
    } catch {
      // Shown by program below.
    }
    return `Call ${PROGRAM_NAMES[programId] ?? programId}`
  })
}
