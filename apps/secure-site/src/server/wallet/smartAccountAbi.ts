import { parseAbi } from 'viem'

/** The devnet's SmartAccountFactory (CREATE2; createAccount returns the existing one when deployed). */
export const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** The devnet's smart account: owner-only, `executeBatch` is atomic. */
export const ACCOUNT_ABI = parseAbi([
  'function owner() view returns (address)',
  'function execute(address to, uint256 value, bytes data)',
  'function executeBatch(address[] to, uint256[] value, bytes[] data)',
])

/** One smart account per owner: salt 0, as the hosted embedded wallet does. */
export const ACCOUNT_SALT = 0n
