import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import type { AstNode } from '../packages/modal/astWalk'
import {
  firstLoadHelpers,
  freeNames,
  selfContainedHelpers,
} from '../packages/modal/firstLoadHelpers'

/** The free names of `source`, an expression. */
function free(source: string): string[] {
  const { program } = parseSync('x.js', `(${source})`)
  const statement = (program.body as unknown as AstNode[])[0] as AstNode
  return [...freeNames(statement.expression as AstNode)].sort()
}

// Shaped as rolldown writes its runtime chunk: shared aliases, helpers that use them, one that does not.
const RUNTIME =
  'var e=Object.defineProperty,t=(t,n)=>{for(var r in n)e(t,r,{get:n[r],enumerable:!0})},' +
  's=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports);export{t as n,s as t};'

type Chunk = {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
  isEntry: boolean
  moduleIds: string[]
}

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

describe('selfContainedHelpers', () => {
  it('offers the helpers that read nothing outside themselves, by exported name', () => {
    const helpers = selfContainedHelpers(RUNTIME)
    expect([...helpers.keys()]).toEqual(['t'])
    expect(helpers.get('t')?.source).toBe(
      '(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports)',
    )
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

  it('leaves a chunk that needs a helper reading the runtime’s aliases, or imports another chunk too', () => {
    const aliased = SHARED.replace('{t as e}', '{t as e,n as r}')
    const bundle = run([
      entry(),
      chunk('chunks/shared-B.js', aliased, ['chunks/rolldown-runtime-A.js']),
      runtime(),
    ])
    expect(bundle['chunks/shared-B.js']?.code).toBe(aliased)
    const twoImports = `import"./other-D.js";${SHARED}`
    const second = run([
      entry(),
      chunk('chunks/shared-B.js', twoImports, [
        'chunks/other-D.js',
        'chunks/rolldown-runtime-A.js',
      ]),
      chunk('chunks/other-D.js', '', []),
      runtime(),
    ])
    expect(second['chunks/shared-B.js']?.code).toBe(twoImports)
    expect(second['chunks/shared-B.js']?.imports).toHaveLength(2)
  })

  it('leaves lazy chunks and a bundle without a runtime chunk as they are', () => {
    const lazy = chunk('chunks/Lazy-C.js', SHARED, ['chunks/rolldown-runtime-A.js'])
    expect(
      run([entry(), chunk('chunks/shared-B.js', '', []), runtime(), lazy])['chunks/Lazy-C.js']
        ?.code,
    ).toBe(SHARED)
    const plain = chunk('chunks/shared-B.js', SHARED, ['chunks/rolldown-runtime-A.js'])
    expect(run([entry(), plain])['chunks/shared-B.js']?.code).toBe(SHARED)
  })
})
