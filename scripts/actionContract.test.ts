import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ContractBreak, contractBreaks } from './actionContract'
import { fileTree as tree } from './testing/fileTree'

const ACTIONS = resolve(import.meta.dirname, '../packages/modal/src/actions')

const keys = (breaks: ContractBreak[] | undefined) =>
  breaks?.map(({ file, name }) => `${file}:${name}`)

describe('actions take (core, parameters)', () => {
  let fixture: ContractBreak[] | undefined
  let actions: ContractBreak[] | undefined

  // One program (the modal's compiler options) for the fixture and the modal's actions together.
  beforeAll(() => {
    const root = tree({
      'core/createCore.ts': [
        'export type Stores = { account: { address?: string }; send: { amount: string } }',
        'export type Core = { stores: Stores; explorer: { search(q: string): Promise<string[]> } }',
        'export type Params = { id: string }',
        `export type Hex = \`0x\${string}\``,
        'export type Address = Hex',
      ].join('\n'),
      'a/good.ts': [
        "import type { Core, Params, Stores } from '../core/createCore'",
        'export function good(core: Core, parameters: { id: string }) {}',
        'export const alsoGood = (core: Pick<Core, "stores">, { id }: Params) => id',
        'export function subset(core: { stores: Stores }, parameters: Params) {}',
        'export function noArgs(core: Core) {}',
        'export function pure(value: string, other: number) {}',
        'export function withOptions(core: Core, options?: { force?: boolean }) {}',
        'export function joined(core: Core, request: Params & { signal?: AbortSignal }) {}',
      ].join('\n'),
      'a/bad.ts': [
        "import type { Address, Core, Hex, Stores } from '../core/createCore'",
        'export function bare(core: Core, id: string) {}',
        'export const many = (core: Core, a: { x: 1 }, b: { y: 2 }) => a',
        'export function unlisted(stores: Stores, id: string) {}',
        'export function later(id: string, core: Core) {}',
        'export function union(core: Core, id: string | undefined) {}',
        'export function optionalBare(core: Core, options?: string) {}',
        'export function alias(core: Core, hash: Hex) {}',
        'export function aliasOfAlias(core: Pick<Core, "stores">, to: Address | undefined) {}',
        "export function literals(core: Core, form: 'send' | 'swap') {}",
        'export function platform(core: Core, signal: AbortSignal) {}',
      ].join('\n'),
      'a/bad.test.ts': 'export function bare(core: Core, id: string) {}',
    })
    ;[fixture, actions] = contractBreaks([resolve(root, 'a'), ACTIONS])
  }, 120_000)

  it('finds bare values (aliases of primitives too), extra parameters and an unlisted stores-first helper', () => {
    expect(keys(fixture)).toEqual([
      'bad.ts:bare',
      'bad.ts:many',
      'bad.ts:unlisted',
      'bad.ts:later',
      'bad.ts:union',
      'bad.ts:optionalBare',
      'bad.ts:alias',
      'bad.ts:aliasOfAlias',
      'bad.ts:literals',
      'bad.ts:platform',
    ])
    expect(fixture?.find(({ name }) => name === 'alias')?.problem).toBe(
      `second parameter \`hash\` is \`\`0x\${string}\`\`, not one parameters object`,
    )
  })

  it('holds in packages/modal/src/actions', () => {
    expect(actions).toEqual([])
  })
})
