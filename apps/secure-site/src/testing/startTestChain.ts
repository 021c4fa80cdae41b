import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** anvil's default mnemonic: its dev accounts are funded at start. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** A free loopback port (asked of the OS, then released for the child to take). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * anvil on a free port with the given chain id and the devnet's smart-account factory deployed
 * from its committed artifact (apps/devnet/src/contracts/artifacts.json, built from
 * apps/devnet/contracts/SmartAccount.sol): the same contract the secure site meets on the devnet.
 */
export async function startTestChain(chainId = 8453) {
  const port = await freePort()
  const rpcUrl = `http://127.0.0.1:${port}`
  const anvil: ChildProcess = spawn(
    here('../../node_modules/.bin/anvil'),
    ['--port', String(port), '--chain-id', String(chainId), '--silent'],
    { stdio: 'ignore' },
  )
  const chain = defineChain({
    id: chainId,
    name: `test ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 100 })
  const deadline = Date.now() + 20_000
  for (;;) {
    try {
      await client.getBlockNumber()
      break
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const artifacts = JSON.parse(
    readFileSync(here('../../../devnet/src/contracts/artifacts.json'), 'utf8'),
  ) as Record<string, { bytecode: Hex }>
  const artifact = artifacts.SmartAccountFactory
  if (!artifact) throw new Error('the devnet artifacts have no SmartAccountFactory')
  const deployer = createWalletClient({
    account: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }),
    chain,
    transport: http(rpcUrl),
  })
  const hash = await deployer.sendTransaction({ data: artifact.bytecode })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const factory = receipt.contractAddress as Address
  return {
    chainId,
    rpcUrl,
    factory,
    client,
    stop: () => {
      anvil.kill('SIGTERM')
    },
  }
}
