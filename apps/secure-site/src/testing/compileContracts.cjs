// Compiles SmartAccount.sol into artifacts/smartAccount.json (run: node src/testing/compileContracts.cjs).
const fs = require('node:fs')
const path = require('node:path')
const solc = require('solc')

const source = fs.readFileSync(path.join(__dirname, 'contracts/SmartAccount.sol'), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'SmartAccount.sol': { content: source } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const factory = output.contracts['SmartAccount.sol'].SmartAccountFactory
const artifact = { abi: factory.abi, bytecode: `0x${factory.evm.bytecode.object}` }
fs.mkdirSync(path.join(__dirname, 'artifacts'), { recursive: true })
fs.writeFileSync(
  path.join(__dirname, 'artifacts/smartAccount.json'),
  `${JSON.stringify(artifact)}\n`,
)
console.log('bytecode bytes', factory.evm.bytecode.object.length / 2)
