/**
 * Compiles contracts/*.sol offline with the pinned npm solc and writes the committed artifacts:
 * src/contracts/artifacts.json (abi + bytecode) and src/contracts/abis.ts (typed ABIs).
 *
 *   pnpm --filter @w3m/devnet compile
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { compileContracts, renderAbis } from '../src/contracts/compileContracts'

const started = performance.now()
const artifacts = compileContracts()
const out = (name: string) => fileURLToPath(new URL(`../src/contracts/${name}`, import.meta.url))
writeFileSync(out('artifacts.json'), `${JSON.stringify(artifacts, null, 2)}\n`)
writeFileSync(out('abis.ts'), renderAbis(artifacts))
console.log(
  `compiled ${Object.keys(artifacts).join(', ')} in ${Math.round(performance.now() - started)} ms`,
)
