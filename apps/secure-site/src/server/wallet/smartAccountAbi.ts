import { parseAbi } from 'viem'

/** The devnet's SmartAccountFactory (CREATE2; createAccount returns the existing one when deployed). */
export const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function entryPoint() view returns (address)',
])

/** The devnet's smart account: owner-only, `executeBatch` is atomic. */
export const ACCOUNT_ABI = parseAbi([
  'function owner() view returns (address)',
  'function execute(address to, uint256 value, bytes data)',
  'function executeBatch(address[] to, uint256[] value, bytes[] data)',
])

/** One smart account per owner: salt 0, as the hosted embedded wallet does. */
export const ACCOUNT_SALT = 0n

/** The EntryPoint the devnet's factory creates: a minimal ERC-4337 v0.7 one. */
export const ENTRY_POINT_ABI = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function handleOps(PackedUserOperation[] ops, address beneficiary)',
  'function getNonce(address sender, uint192 key) view returns (uint256)',
  'function getUserOpHash(PackedUserOperation op) view returns (bytes32)',
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
  'event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)',
  'error FailedOp(uint256 opIndex, string reason)',
])
