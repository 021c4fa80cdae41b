import { createWalletClient, defineChain, type Hex, hexToBigInt, http, isAddressEqual } from 'viem'
import type { LocalAccount } from 'viem/accounts'

/** A JSON-RPC error the wallet sends back to the dapp. */
export type WalletRpcError = { code: number; message: string }

/** The error codes the wallet answers with (EIP-1193 and EIP-3085). */
export const WALLET_ERRORS = {
  rejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account is not this wallet.' },
  unsupported: { code: 4200, message: 'The wallet does not support this method.' },
  unknownChain: { code: 4902, message: 'Unrecognized chain.' },
} as const satisfies Record<string, WalletRpcError>

type Transaction = { from?: Hex; to?: Hex; value?: Hex; data?: Hex; gas?: Hex; nonce?: Hex }

const big = (value: Hex | undefined) => (value === undefined ? undefined : hexToBigInt(value))

/**
 * Answers the signing requests of a session with one local account: signs messages and typed
 * data, and signs and sends transactions to the chain's RPC URL.
 */
export function createRequestAnswerer(params: {
  account: LocalAccount
  rpcUrls: Record<number, string>
}) {
  const { account } = params
  const own = (address: unknown) =>
    typeof address === 'string' && isAddressEqual(address as Hex, account.address)

  return async function answer(method: string, args: unknown, chainId: number): Promise<unknown> {
    const list = Array.isArray(args) ? args : []
    switch (method) {
      case 'personal_sign': {
        if (!own(list[1])) throw WALLET_ERRORS.unauthorized
        return account.signMessage({ message: { raw: list[0] as Hex } })
      }
      case 'eth_signTypedData_v4': {
        if (!own(list[0])) throw WALLET_ERRORS.unauthorized
        const typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
        const { EIP712Domain: _, ...types } = typed.types
        return account.signTypedData({ ...typed, types })
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as Transaction
        if (!own(tx.from)) throw WALLET_ERRORS.unauthorized
        const rpcUrl = params.rpcUrls[chainId]
        if (!rpcUrl) throw WALLET_ERRORS.unknownChain
        const chain = defineChain({
          id: chainId,
          name: `Chain ${chainId}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [rpcUrl] } },
        })
        const client = createWalletClient({ account, chain, transport: http(rpcUrl) })
        return client.sendTransaction({
          to: tx.to ?? null,
          value: big(tx.value),
          data: tx.data,
          gas: big(tx.gas),
          nonce: tx.nonce === undefined ? undefined : Number(big(tx.nonce)),
        })
      }
      default:
        throw WALLET_ERRORS.unsupported
    }
  }
}
