import {
  encodeDeployData,
  encodeFunctionData,
  maxUint256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { ammAbi, collectibleAbi, tokenAbi } from '../contracts/abis'
import artifacts from '../contracts/artifacts.json' with { type: 'json' }
import { CONTRACTS, type ContractName, DEPLOY_ORDER, NATIVE_ADDRESS } from '../contracts/contracts'
import { DEPLOYER, TREASURY } from './accounts'
import { rpc } from './rpc'
import { sendAs } from './sendAs'

/** Token id of the spam NFT the seeded history transfers. */
export const SPAM_NFT_TOKEN_ID = 1n

const bytecode = (name: keyof typeof artifacts) => artifacts[name].bytecode as `0x${string}`

const DEPLOY_DATA: Record<ContractName, `0x${string}`> = {
  usdc: encodeDeployData({
    abi: tokenAbi,
    bytecode: bytecode('Token'),
    args: ['USD Coin', 'USDC', 6, parseUnits('1000000000', 6)],
  }),
  dev: encodeDeployData({
    abi: tokenAbi,
    bytecode: bytecode('Token'),
    args: ['Devnet Token', 'DEV', 18, parseUnits('1000000000', 18)],
  }),
  points: encodeDeployData({
    abi: tokenAbi,
    bytecode: bytecode('Token'),
    args: ['Devnet Points', 'PTS', 0, 1_000_000_000n],
  }),
  amm: bytecode('Amm'),
  smartAccountFactory: bytecode('SmartAccountFactory'),
  rewardPass: encodeDeployData({
    abi: collectibleAbi,
    bytecode: bytecode('Collectible'),
    args: ['Reward Pass', 'RWD'],
  }),
}

/** Pools (token A, token B, amounts): ETH at $3000 and DEV at $2, the same prices on every pool. */
const POOLS = [
  [NATIVE_ADDRESS, CONTRACTS.usdc, parseEther('100'), parseUnits('300000', 6)],
  [CONTRACTS.usdc, CONTRACTS.dev, parseUnits('100000', 6), parseUnits('50000', 18)],
  [NATIVE_ADDRESS, CONTRACTS.dev, parseEther('50'), parseUnits('75000', 18)],
] as const

const TREASURY_TOKENS = [
  [CONTRACTS.usdc, parseUnits('10000000', 6)],
  [CONTRACTS.dev, parseUnits('1000000', 18)],
  [CONTRACTS.points, 100_000n],
] as const

/**
 * Deploys every contract from the deployer at its fixed nonce, seeds the AMM's pools and funds the
 * treasury. The chain must be fresh: a deployer nonce other than 0 would move every address.
 */
export async function deployContracts(url: string, timestamp: number): Promise<void> {
  for (const account of [DEPLOYER.address, TREASURY.address]) {
    await rpc(url, 'anvil_impersonateAccount', [account])
    await rpc(url, 'anvil_setBalance', [account, numberToHex(parseEther('1000000'))])
  }
  const nonce = await rpc<string>(url, 'eth_getTransactionCount', [DEPLOYER.address, 'latest'])
  if (Number(nonce) !== 0)
    throw new Error(`deployer nonce is ${Number(nonce)}, the chain is not fresh`)

  const from = DEPLOYER.address
  for (const [index, name] of DEPLOY_ORDER.entries()) {
    const receipt = await sendAs(url, {
      from,
      data: DEPLOY_DATA[name],
      timestamp: index === 0 ? timestamp : undefined,
    })
    if (receipt.contractAddress?.toLowerCase() !== CONTRACTS[name].toLowerCase()) {
      throw new Error(`${name} deployed at ${receipt.contractAddress}, expected ${CONTRACTS[name]}`)
    }
  }
  for (const token of [CONTRACTS.usdc, CONTRACTS.dev]) {
    const data = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'approve',
      args: [CONTRACTS.amm, maxUint256],
    })
    await sendAs(url, { from, to: token, data })
  }
  for (const [tokenA, tokenB, amountA, amountB] of POOLS) {
    const data = encodeFunctionData({
      abi: ammAbi,
      functionName: 'addLiquidity',
      args: [tokenA, tokenB, amountA, amountB],
    })
    const value =
      (tokenA === NATIVE_ADDRESS ? amountA : 0n) + (tokenB === NATIVE_ADDRESS ? amountB : 0n)
    await sendAs(url, { from, to: CONTRACTS.amm, data, value })
  }
  for (const [token, amount] of TREASURY_TOKENS) {
    const data = encodeFunctionData({
      abi: tokenAbi,
      functionName: 'transfer',
      args: [TREASURY.address, amount],
    })
    await sendAs(url, { from, to: token, data })
  }
  const mint = encodeFunctionData({
    abi: collectibleAbi,
    functionName: 'mint',
    args: [from, SPAM_NFT_TOKEN_ID],
  })
  await sendAs(url, { from, to: CONTRACTS.rewardPass, data: mint })
}
