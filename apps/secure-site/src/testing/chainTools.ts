// viem helpers for the browser specs, which live outside this package and cannot resolve viem.
export { type Address, type Hex, parseEther, recoverMessageAddress } from 'viem'
