import { describe, expect, it } from 'vitest'
import {
  ammAbi,
  collectibleAbi,
  entryPointAbi,
  smartAccountAbi,
  smartAccountFactoryAbi,
  tokenAbi,
} from './abis'
import artifacts from './artifacts.json' with { type: 'json' }
import { compileContracts } from './compileContracts'

const ABIS: Record<string, unknown> = {
  Amm: ammAbi,
  Collectible: collectibleAbi,
  EntryPoint: entryPointAbi,
  SmartAccount: smartAccountAbi,
  SmartAccountFactory: smartAccountFactoryAbi,
  Token: tokenAbi,
}

// solc compiles for seconds of CPU: an integration test, not a unit one.
describe('committed contract artifacts', () => {
  it('equal a fresh compile of contracts/*.sol', () => {
    const fresh = compileContracts()
    expect(artifacts).toEqual(fresh)
    for (const [name, artifact] of Object.entries(fresh)) {
      expect(ABIS[name]).toEqual(artifact.abi)
    }
  })

  it('give the smart account exactly the ABI the secure site codes against', () => {
    const signatures = (
      abi: readonly { type: string; name?: string; inputs?: readonly { type: string }[] }[],
    ) =>
      abi
        .filter((item) => item.type === 'function' || item.type === 'receive')
        .map(
          (item) =>
            `${item.type === 'receive' ? 'receive' : item.name}(${(item.inputs ?? []).map((input) => input.type).join(',')})`,
        )
        .sort()
    expect(signatures(smartAccountFactoryAbi)).toEqual([
      'createAccount(address,uint256)',
      'entryPoint()',
      'getAddress(address,uint256)',
    ])
    expect(signatures(smartAccountAbi)).toEqual([
      'entryPoint()',
      'execute(address,uint256,bytes)',
      'executeBatch(address[],uint256[],bytes[])',
      'isValidSignature(bytes32,bytes)',
      'owner()',
      'receive()',
      'validateUserOp(tuple,bytes32,uint256)',
    ])
    expect(signatures(entryPointAbi)).toEqual([
      'getNonce(address,uint192)',
      'getUserOpHash(tuple)',
      'handleOps(tuple[],address)',
    ])
  })
})
