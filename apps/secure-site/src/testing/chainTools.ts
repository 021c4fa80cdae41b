// viem helpers for the browser specs, which live outside this package and cannot resolve viem.
export {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
} from 'viem'
