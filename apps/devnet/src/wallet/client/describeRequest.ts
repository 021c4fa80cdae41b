import { formatEther, type Hex, hexToBigInt, hexToString, isHex } from 'viem'
import type { ApprovalRequest } from './approvalDialog'
import type { TransactionRequest, TypedData } from './rpcParams'

const isBinaryChar = (char: string) => {
  const code = char.charCodeAt(0)
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffd
}

/** A message as the visitor should read it: its text when the bytes are printable UTF-8. */
export function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // Control characters (bar tab and newlines) mean binary data: show the hex instead.
    return [...text].some(isBinaryChar) ? message : text
  } catch {
    return message
  }
}

/** The dialog text of a connection request. */
export function describeConnect(origin: string, address: string, chainId: number): ApprovalRequest {
  return {
    title: 'Connection request',
    facts: [
      ['Site', origin],
      ['Account', address],
      ['Chain', String(chainId)],
    ],
  }
}

/** The dialog text of a `personal_sign` request. */
export function describeMessage(origin: string, address: string, message: string): ApprovalRequest {
  return {
    title: 'Signature request',
    facts: [
      ['Site', origin],
      ['Account', address],
    ],
    detail: readableMessage(message),
  }
}

/** The dialog text of an `eth_signTypedData_v4` request. */
export function describeTypedData(
  origin: string,
  address: string,
  data: TypedData,
): ApprovalRequest {
  return {
    title: 'Typed data signature request',
    facts: [
      ['Site', origin],
      ['Account', address],
      ['Type', data.primaryType],
      ['Domain', String(data.domain.name ?? '')],
    ],
    detail: JSON.stringify(data.message, null, 2),
  }
}

/** The dialog text of an `eth_sendTransaction` request. */
export function describeTransaction(
  origin: string,
  chainId: number,
  tx: TransactionRequest,
): ApprovalRequest {
  const data = tx.data ?? tx.input
  return {
    title: 'Transaction request',
    facts: [
      ['Site', origin],
      ['From', tx.from],
      ['To', tx.to ?? '(new contract)'],
      ['Value', `${formatEther(tx.value ? hexToBigInt(tx.value as Hex) : 0n)} ETH`],
      ['Chain', String(chainId)],
    ],
    ...(data && data !== '0x' ? { detail: data } : {}),
  }
}

/** The dialog text of a `wallet_addEthereumChain` request. */
export function describeAddChain(
  origin: string,
  chainId: number,
  name: string,
  rpcUrl: string,
): ApprovalRequest {
  return {
    title: 'Add network request',
    facts: [
      ['Site', origin],
      ['Network', name],
      ['Chain', String(chainId)],
      ['RPC', rpcUrl],
    ],
  }
}
