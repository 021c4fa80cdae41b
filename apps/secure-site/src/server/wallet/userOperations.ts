import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  numberToHex,
} from 'viem'
import {
  formatUserOperation,
  formatUserOperationRequest,
  type RpcUserOperation,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { z } from 'zod'
import type { User } from '../auth/createUsers'
import { SecureSiteError } from '../errors'
import type { Chains } from './createChains'
import type { EmbeddedWallet } from './createEmbeddedWallet'
import { ACCOUNT_SALT, ENTRY_POINT_ABI, FACTORY_ABI } from './smartAccountAbi'
import { parse } from './walletMethods'

/** Gas the devnet bundler allows for what eth_estimateGas cannot see (docs/behaviour.md#wallet-methods). */
export const USER_OPERATION_GAS = {
  preVerification: 50_000n,
  verification: 150_000n,
  /** Verification that also deploys the account from its initCode. */
  verificationWithDeploy: 1_000_000n,
  /** The least callGasLimit an estimate answers. */
  minCall: 100_000n,
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex')
const address = hex.length(42)
const userOperationSchema = z.object({
  sender: address,
  nonce: hex.optional(),
  factory: address.optional(),
  factoryData: hex.optional(),
  callData: hex,
  callGasLimit: hex.optional(),
  verificationGasLimit: hex.optional(),
  preVerificationGas: hex.optional(),
  maxFeePerGas: hex.optional(),
  maxPriorityFeePerGas: hex.optional(),
  paymaster: address.optional(),
  signature: hex.optional(),
})

/** The ERC-4337 methods, answered by the secure site as the embedded smart account's bundler. */
export const USER_OPERATION_METHODS = [
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
] as const

/**
 * A minimal bundler for the embedded smart account on the devnet's EntryPoint (ERC-4337 v0.7):
 * it fills and signs the visitor's user operation with the owner key, simulates handleOps, sends
 * it from the owner's EOA, and reads receipts and operations back from the EntryPoint's events.
 */
export function createUserOperations(options: { chains: Chains; wallet: EmbeddedWallet }) {
  const { chains, wallet } = options
  const entryPoints = new Map<number, Address | undefined>()

  async function entryPointOf(chainId: number): Promise<Address | undefined> {
    if (entryPoints.has(chainId)) return entryPoints.get(chainId)
    const { client, factory } = chains.get(chainId)
    const found = factory
      ? await client.readContract({
          address: factory,
          abi: FACTORY_ABI,
          functionName: 'entryPoint',
        })
      : undefined
    entryPoints.set(chainId, found)
    return found
  }

  async function requireEntryPoint(chainId: number, named: unknown): Promise<Address> {
    const entryPoint = await entryPointOf(chainId)
    if (!entryPoint)
      throw new SecureSiteError(
        'UNSUPPORTED_CHAIN',
        'Smart accounts are not available on this chain',
      )
    if (typeof named !== 'string' || !isAddress(named) || !isAddressEqual(named, entryPoint))
      throw new SecureSiteError('BAD_REQUEST', 'Unsupported entry point', {
        details: String(named),
      })
    return entryPoint
  }

  function readOperation(value: unknown, method: string): UserOperation<'0.7'> {
    const raw = parse(userOperationSchema, value, method)
    if (raw.paymaster) throw new SecureSiteError('BAD_REQUEST', 'Paymasters are not supported')
    return formatUserOperation(raw as unknown as RpcUserOperation) as UserOperation<'0.7'>
  }

  async function estimate(chainId: number, op: UserOperation<'0.7'>, entryPoint: Address) {
    const { client } = chains.get(chainId)
    const deployed = await wallet.isDeployed(op.sender, chainId)
    // The call as the EntryPoint makes it, from the EntryPoint to the account.
    const callGas = deployed
      ? await client.estimateGas({ account: entryPoint, to: op.sender, data: op.callData })
      : 0n
    const withMargin = (callGas * 12n) / 10n
    return {
      preVerificationGas: USER_OPERATION_GAS.preVerification,
      verificationGasLimit: deployed
        ? USER_OPERATION_GAS.verification
        : USER_OPERATION_GAS.verificationWithDeploy,
      callGasLimit:
        withMargin > USER_OPERATION_GAS.minCall ? withMargin : USER_OPERATION_GAS.minCall,
    }
  }

  async function send(user: User, chainId: number, op: UserOperation<'0.7'>, entryPoint: Address) {
    const site = chains.get(chainId)
    const { eoa, smartAccount } = await wallet.accounts(user, chainId)
    if (!smartAccount || !isAddressEqual(op.sender, smartAccount))
      throw new SecureSiteError('UNAUTHORIZED', 'The sender is not your smart account')
    const deployed = await wallet.isDeployed(smartAccount, chainId)
    const gas = await estimate(chainId, op, entryPoint)
    const fees = await site.client.estimateFeesPerGas()
    const filled: UserOperation<'0.7'> = {
      ...op,
      nonce:
        op.nonce ??
        (await site.client.readContract({
          address: entryPoint,
          abi: ENTRY_POINT_ABI,
          functionName: 'getNonce',
          args: [op.sender, 0n],
        })),
      ...(deployed || op.factory
        ? {}
        : {
            factory: site.factory!,
            factoryData: encodeFunctionData({
              abi: FACTORY_ABI,
              functionName: 'createAccount',
              args: [eoa, ACCOUNT_SALT],
            }),
          }),
      callGasLimit: op.callGasLimit || gas.callGasLimit,
      verificationGasLimit: op.verificationGasLimit || gas.verificationGasLimit,
      preVerificationGas: op.preVerificationGas || gas.preVerificationGas,
      maxFeePerGas: op.maxFeePerGas || fees.maxFeePerGas,
      maxPriorityFeePerGas: op.maxPriorityFeePerGas || fees.maxPriorityFeePerGas,
      signature: '0x',
    }
    const unsigned = toPackedUserOperation(filled)
    const hash = await site.client.readContract({
      address: entryPoint,
      abi: ENTRY_POINT_ABI,
      functionName: 'getUserOpHash',
      args: [unsigned],
    })
    // The owner signs the operation's hash; the account checks it in validateUserOp.
    const signature = await wallet.signMessage(user, hash)
    const packed = { ...unsigned, signature }
    const data = encodeFunctionData({
      abi: ENTRY_POINT_ABI,
      functionName: 'handleOps',
      args: [[packed], eoa],
    })
    // Simulated first, as a bundler does: an operation the EntryPoint refuses is never sent.
    try {
      await site.client.call({ account: eoa, to: entryPoint, data })
    } catch (cause) {
      const reverted =
        cause instanceof BaseError
          ? cause.walk((e) => e instanceof ContractFunctionRevertedError)
          : undefined
      const reason = (reverted as ContractFunctionRevertedError | undefined)?.data?.args?.[1]
      throw new SecureSiteError('BAD_REQUEST', 'The user operation was refused', {
        details: typeof reason === 'string' ? reason : (cause as Error).message.split('\n')[0],
        cause,
      })
    }
    await wallet.send(user, chainId, [{ to: entryPoint, data }], eoa)
    return hash
  }

  /** The EntryPoint's UserOperationEvent of `hash`, or undefined when none was mined. */
  async function findEvent(chainId: number, hash: Hex) {
    const entryPoint = await entryPointOf(chainId)
    if (!entryPoint) return undefined
    const logs = await chains.get(chainId).client.getContractEvents({
      address: entryPoint,
      abi: ENTRY_POINT_ABI,
      eventName: 'UserOperationEvent',
      args: { userOpHash: hash },
      fromBlock: 'earliest',
    })
    const log = logs[0]
    return log ? { log, entryPoint } : undefined
  }

  async function receipt(chainId: number, hash: Hex) {
    const found = await findEvent(chainId, hash)
    if (!found) return null
    const { log, entryPoint } = found
    const tx = await chains.get(chainId).client.getTransactionReceipt({ hash: log.transactionHash })
    return {
      userOpHash: hash,
      entryPoint,
      sender: log.args.sender,
      nonce: numberToHex(log.args.nonce!),
      paymaster: log.args.paymaster,
      actualGasCost: numberToHex(log.args.actualGasCost!),
      actualGasUsed: numberToHex(log.args.actualGasUsed!),
      success: log.args.success,
      logs: tx.logs
        .filter((l) => l.address.toLowerCase() !== entryPoint.toLowerCase())
        .map((l) => ({ address: l.address, data: l.data, topics: l.topics })),
      receipt: {
        transactionHash: tx.transactionHash,
        blockHash: tx.blockHash,
        blockNumber: numberToHex(tx.blockNumber),
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : null,
        gasUsed: numberToHex(tx.gasUsed),
        status: tx.status === 'success' ? '0x1' : '0x0',
      },
    }
  }

  async function byHash(chainId: number, hash: Hex) {
    const found = await findEvent(chainId, hash)
    if (!found) return null
    const { log, entryPoint } = found
    const tx = await chains.get(chainId).client.getTransaction({ hash: log.transactionHash })
    const { args } = decodeFunctionData({ abi: ENTRY_POINT_ABI, data: tx.input })
    const ops = (args?.[0] ?? []) as ReadonlyArray<ReturnType<typeof toPackedUserOperation>>
    const packed = ops.find(
      (op) => isAddressEqual(op.sender, log.args.sender!) && op.nonce === log.args.nonce,
    )
    if (!packed) return null
    const limits = BigInt(packed.accountGasLimits)
    const fees = BigInt(packed.gasFees)
    const mask = (1n << 128n) - 1n
    const op: UserOperation<'0.7'> = {
      sender: packed.sender,
      nonce: packed.nonce,
      callData: packed.callData,
      verificationGasLimit: limits >> 128n,
      callGasLimit: limits & mask,
      preVerificationGas: packed.preVerificationGas,
      maxPriorityFeePerGas: fees >> 128n,
      maxFeePerGas: fees & mask,
      signature: packed.signature,
      ...(packed.initCode.length > 2
        ? {
            factory: `0x${packed.initCode.slice(2, 42)}` as Address,
            factoryData: `0x${packed.initCode.slice(42)}` as Hex,
          }
        : {}),
    }
    return {
      userOperation: formatUserOperationRequest(op),
      entryPoint,
      transactionHash: tx.hash,
      blockHash: tx.blockHash,
      blockNumber: numberToHex(tx.blockNumber!),
    }
  }

  /** Answers one of USER_OPERATION_METHODS; `user` is needed only to send. */
  return async function handle(
    method: string,
    params: unknown[],
    chainId: number,
    user: User | null,
  ): Promise<unknown> {
    switch (method) {
      case 'eth_supportedEntryPoints': {
        const entryPoint = await entryPointOf(chainId)
        return entryPoint ? [entryPoint] : []
      }
      case 'eth_estimateUserOperationGas': {
        const entryPoint = await requireEntryPoint(chainId, params[1])
        const gas = await estimate(chainId, readOperation(params[0], method), entryPoint)
        return {
          preVerificationGas: numberToHex(gas.preVerificationGas),
          verificationGasLimit: numberToHex(gas.verificationGasLimit),
          callGasLimit: numberToHex(gas.callGasLimit),
        }
      }
      case 'eth_sendUserOperation': {
        if (!user) throw new SecureSiteError('UNAUTHORIZED', 'Not connected to email or social')
        const entryPoint = await requireEntryPoint(chainId, params[1])
        return send(user, chainId, readOperation(params[0], method), entryPoint)
      }
      case 'eth_getUserOperationReceipt':
        return receipt(chainId, parse(hex.length(66), params[0], method) as Hex)
      case 'eth_getUserOperationByHash':
        return byHash(chainId, parse(hex.length(66), params[0], method) as Hex)
      default:
        throw new SecureSiteError('UNSUPPORTED_METHOD', `Unsupported method: ${method}`)
    }
  }
}
