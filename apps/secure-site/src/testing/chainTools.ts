// viem helpers for the browser specs, which live outside this package and cannot resolve viem.
export {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
  recoverMessageAddress,
} from 'viem'
