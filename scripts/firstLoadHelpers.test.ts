import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import type { AstNode } from '../packages/modal/astWalk'
import {
  type Chunk,
  firstLoadHelpers,
  freeNames,
  inlinableHelpers,
} from '../packages/modal/firstLoadHelpers'

/** The free names of `source`, an expression. */
function free(source: string): string[] {
  const { program } = parseSync('x.js', `(${source})`)
  const statement = (program.body as unknown as AstNode[])[0] as AstNode
  return [...freeNames(statement.expression as AstNode)].sort()
}

// Shaped as rolldown writes its runtime chunk: shared aliases, a helper that reads one, one that
// reads nothing, one that reads a function of the chunk declared as such, one that calls itself.
const RUNTIME =
  'var e=Object.defineProperty,t=(t,n)=>{for(var r in n)e(t,r,{get:n[r],enumerable:!0})},' +
  's=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),u=()=>f(),' +
  'v=e=>e>0?v(e-1):0;function f(){return 1}export{t as n,s as t,u as r,v as s};'

const chunk = (
  fileName: string,
  code: string,
  imports: string[],
  extra: Partial<Chunk> = {},
): Chunk => ({
  type: 'chunk',
  fileName,
  code,
  imports,
  dynamicImports: [],
  isEntry: false,
  moduleIds: [],
  ...extra,
})

/** Runs the plugin's generateBundle over the chunks; returns the bundle afterwards. */
function run(chunks: Chunk[]): Record<string, Chunk> {
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]))
  const hook = firstLoadHelpers().generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Record<string, Chunk>,
  ) => void
  hook.call({}, {}, bundle)
  return bundle
}

const runtime = () =>
  chunk('chunks/rolldown-runtime-A.js', RUNTIME, [], { moduleIds: ['\0rolldown/runtime.js'] })
const entry = () =>
  chunk('w3m-modal.js', 'import{t as e}from"./chunks/shared-B.js";e();', ['chunks/shared-B.js'], {
    isEntry: true,
  })
// A first-load chunk shaped as the real one: a CommonJS module behind the wrapper, read at once.
const SHARED =
  'import{t as e}from"./rolldown-runtime-A.js";var t=e((e,t)=>{t.exports={answer:42}});' +
  'const n=()=>t().answer;export{n as t};'

describe('freeNames', () => {
  it('finds what a function reads from outside and nothing it declares', () => {
    expect(
      free('(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports)'),
    ).toEqual([])
    expect(free('(t,n)=>{for(var r in n)e(t,r,{get:n[r],enumerable:!0})}')).toEqual(['e'])
    expect(free('function(a){return arguments.length+a.b[c]}')).toEqual(['c'])
    expect(free('({a=x,...b})=>{let c=1;{const d=c}return d}')).toEqual(['d', 'x'])
    expect(free('()=>{try{}catch({message:m}){return m+n}}')).toEqual(['n'])
    expect(free('()=>{for(let i of list)out:for(;;){break out}return i}')).toEqual(['i', 'list'])
    expect(free('()=>class A extends B{static m(){return A}}')).toEqual(['B'])
    expect(free('function f(){return f}')).toEqual([])
  })
})

describe('inlinableHelpers', () => {
  it('gives each helper as an expression: itself, or a closure declaring what it reads of the chunk', () => {
    const helpers = inlinableHelpers(RUNTIME)
    expect([...helpers.keys()].sort()).toEqual(['n', 't'])
    expect(helpers.get('t')).toEqual({
      source: '(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports)',
      globals: new Set(),
    })
    const exporter = helpers.get('n')
    expect(exporter?.source).toBe(
      '(()=>{var e=Object.defineProperty;return (t,n)=>{for(var r in n)e(t,r,{get:n[r],enumerable:!0})}})()',
    )
    expect(exporter?.globals).toEqual(new Set(['Object']))
    // The closure keeps the chunk's names to itself and works.
    const define = new Function(`return ${exporter?.source}`)() as (
      target: object,
      getters: Record<string, () => unknown>,
    ) => void
    const target = {}
    define(target, { a: () => 7 })
    expect((target as { a: number }).a).toBe(7)
  })
})

describe('firstLoadHelpers', () => {
  it('copies the first load chunk its helper, so the page no longer fetches the runtime; the code still runs', () => {
    const lazy = chunk('chunks/Lazy-C.js', 'import{n as e}from"./rolldown-runtime-A.js";', [
      'chunks/rolldown-runtime-A.js',
    ])
    const bundle = run([
      entry(),
      chunk('chunks/shared-B.js', SHARED, ['chunks/rolldown-runtime-A.js']),
      runtime(),
      lazy,
    ])
    const shared = bundle['chunks/shared-B.js'] as Chunk
    expect(shared.imports).toEqual([])
    expect(shared.code).not.toContain('import')
    expect(shared.code.startsWith('var e=(e,t)=>()=>')).toBe(true)
    const read = new Function(
      `${shared.code.replace(/export\{n as t\};$/, '')}return n()`,
    ) as () => number
    expect(read()).toBe(42)
    // A lazy chunk keeps its import: the page fetches the runtime when it first needs it.
    expect(bundle['chunks/Lazy-C.js']?.code).toBe('import{n as e}from"./rolldown-runtime-A.js";')
  })

  it('does the same for the chunk the first open fetches, which imports the first load too', () => {
    const open = chunk(
      'chunks/open-E.js',
      'import{n as e}from"./rolldown-runtime-A.js";import{t}from"./shared-B.js";const n={};e(n,{a:()=>t});export{n};',
      ['chunks/rolldown-runtime-A.js', 'chunks/shared-B.js'],
    )
    const shared = chunk('chunks/shared-B.js', SHARED, ['chunks/rolldown-runtime-A.js'], {
      dynamicImports: ['chunks/open-E.js'],
    })
    const bundle = run([entry(), shared, runtime(), open])
    expect(bundle['chunks/open-E.js']?.imports).toEqual(['chunks/shared-B.js'])
    expect(bundle['chunks/open-E.js']?.code).toBe(
      'var e=(()=>{var e=Object.defineProperty;return (t,n)=>{for(var r in n)e(t,r,{get:n[r],enumerable:!0})}})();' +
        'import{t}from"./shared-B.js";const n={};e(n,{a:()=>t});export{n};',
    )
  })

  it('leaves a chunk whose imports lead back to it, one hiding a global a helper reads, one needing a helper it cannot hold', () => {
    const cyclic = run([
      entry(),
      chunk('chunks/shared-B.js', `import"./other-D.js";${SHARED}`, [
        'chunks/other-D.js',
        'chunks/rolldown-runtime-A.js',
      ]),
      chunk('chunks/other-D.js', 'import"./shared-B.js";', ['chunks/shared-B.js']),
      runtime(),
    ])
    expect(cyclic['chunks/shared-B.js']?.code).toBe(`import"./other-D.js";${SHARED}`)
    expect(cyclic['chunks/shared-B.js']?.imports).toHaveLength(2)
    const hiding = SHARED.replace('{t as e}', '{t as e,n as r}').replace(
      'const n=',
      'const Object={},n=',
    )
    const hidden = run([
      entry(),
      chunk('chunks/shared-B.js', hiding, ['chunks/rolldown-runtime-A.js']),
      runtime(),
    ])
    expect(hidden['chunks/shared-B.js']?.code).toBe(hiding)
    const unknown = SHARED.replace('{t as e}', '{t as e,r as u}')
    const kept = run([
      entry(),
      chunk('chunks/shared-B.js', unknown, ['chunks/rolldown-runtime-A.js']),
      runtime(),
    ])
    expect(kept['chunks/shared-B.js']?.code).toBe(unknown)
  })

  it('leaves chunks past the first open and a bundle without a runtime chunk as they are', () => {
    const lazy = chunk('chunks/Lazy-C.js', SHARED, ['chunks/rolldown-runtime-A.js'])
    expect(
      run([entry(), chunk('chunks/shared-B.js', '', []), runtime(), lazy])['chunks/Lazy-C.js']
        ?.code,
    ).toBe(SHARED)
    const plain = chunk('chunks/shared-B.js', SHARED, ['chunks/rolldown-runtime-A.js'])
    expect(run([entry(), plain])['chunks/shared-B.js']?.code).toBe(SHARED)
  })
})
