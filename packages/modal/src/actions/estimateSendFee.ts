import { estimateFeesPerGas, estimateGas } from '@wagmi/core'
import { encodeFunctionData, erc20Abi, formatUnits } from 'viem'
import type { Core } from '../core/createCore'
import type { TokenBalance } from '../stores/createBalancesStore'
import type { SendFee } from '../stores/createSendStore'
import { parseAmount } from '../utils/parseDecimal'

/** Gas estimates are raised by 1.2 so a send survives a small fee rise (docs/behaviour.md#limits). */
export const DEFAULT_FEE_MULTIPLIER = 1.2

/** A fee multiplier below 1 would underpay; it is raised to 1 (docs/behaviour.md#validation). */
export function clampFeeMultiplier(multiplier: number): number {
  return Number.isFinite(multiplier) ? Math.max(1, multiplier) : DEFAULT_FEE_MULTIPLIER
}

/** `gas` raised by the multiplier, rounded up to a whole unit. */
export function applyFeeMultiplier(gas: bigint, multiplier = DEFAULT_FEE_MULTIPLIER): bigint {
  const percent = BigInt(Math.round(clampFeeMultiplier(multiplier) * 100))
  return (gas * percent + 99n) / 100n
}

/** Parameters of estimateSendFee. */
export type EstimateSendFeeParameters = {
  token: TokenBalance
  to: `0x${string}`
  /** Base units to send; the whole balance for the max button. */
  amount: bigint
  feeMultiplier?: number
}

/** The network fee of sending `amount` of `token` to `to` from the connected account. */
export async function estimateSendFee(
  core: Core,
  parameters: EstimateSendFeeParameters,
): Promise<SendFee> {
  const { config } = requireEvm(core)
  const account = core.stores.account.address as `0x${string}`
  const chainId = core.stores.chain.walletChainId
  const { token, to, amount } = parameters
  const call = token.address
    ? {
        to: token.address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      }
    : { to, value: amount }
  const [gasEstimate, fees] = await Promise.all([
    estimateGas(config, { account, chainId, ...call }),
    estimateFeesPerGas(config, { chainId }),
  ])
  const gas = applyFeeMultiplier(gasEstimate, parameters.feeMultiplier)
  const maxFeePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
  const network = core.stores.options.networks.find((entry) => entry.id === chainId)
  const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  return {
    gas: gas.toString(),
    maxFeePerGas: maxFeePerGas.toString(),
    fee: formatUnits(gas * maxFeePerGas, native.decimals),
    symbol: native.symbol,
  }
}

/** The most the max button may fill in: the whole token balance, minus the fee on native. */
export async function maxSendAmount(
  core: Core,
  { token, to }: { token: TokenBalance; to: `0x${string}` | undefined },
): Promise<string> {
  const held = parseAmount(token.quantity, token.decimals) ?? 0n
  if (token.address) return formatUnits(held, token.decimals)
  const receiver = to ?? (core.stores.account.address as `0x${string}`)
  // Estimate with a tiny value: the gas of a native transfer does not depend on the amount.
  const fee = await estimateSendFee(core, { token, to: receiver, amount: 1n })
  const reserve = BigInt(fee.gas) * BigInt(fee.maxFeePerGas)
  return formatUnits(held > reserve ? held - reserve : 0n, token.decimals)
}

/** The EVM adapter, or a clear error when the modal has not started one. */
export function requireEvm(core: Core) {
  if (!core.evm || !core.stores.account.address) throw new Error('No wallet is connected')
  return core.evm
}
