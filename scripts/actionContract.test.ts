import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contractBreaks } from './actionContract'
import { fileTree as tree } from './testing/fileTree'

const ACTIONS = resolve(import.meta.dirname, '../packages/modal/src/actions')

describe('actions take (core, parameters)', () => {
  it('finds bare values, extra parameters and an unlisted stores-first helper', () => {
    const root = tree({
      'a/good.ts': [
        'export function good(core: Core, parameters: { id: string }) {}',
        'export const alsoGood = (core: Pick<Core, "stores">, { id }: Params) => id',
        'export function noArgs(core: Core) {}',
        'export function pure(value: string, other: number) {}',
        'export function withOptions(core: Core, options?: string) {}',
      ].join('\n'),
      'a/bad.ts': [
        'export function bare(core: Core, id: string) {}',
        'export const many = (core: Core, a: { x: 1 }, b: { y: 2 }) => a',
        'export function unlisted(stores: Stores, id: string) {}',
        'export function later(id: string, core: Core) {}',
        'export function union(core: Core, id: string | undefined) {}',
      ].join('\n'),
      'a/bad.test.ts': 'export function bare(core: Core, id: string) {}',
    })
    expect(contractBreaks(resolve(root, 'a')).map(({ file, name }) => `${file}:${name}`)).toEqual([
      'bad.ts:bare',
      'bad.ts:many',
      'bad.ts:unlisted',
      'bad.ts:later',
      'bad.ts:union',
    ])
  })

  it('holds in packages/modal/src/actions', () => {
    expect(contractBreaks(ACTIONS)).toEqual([])
  })
})
