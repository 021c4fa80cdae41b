import { type Plugin, parseSync } from 'vite'
import { type AstNode as Node, walk } from './astWalk'

/** A CommonJS package whose production file is bundled, with the wrapper rolldown renders it in. */
type CjsPackage = { name: string; file: RegExp; wrapper: string }

/** React's and the scheduler's production files: CommonJS, so no export of theirs is tree-shaken. */
const PACKAGES: readonly CjsPackage[] = [
  {
    name: 'react',
    file: /[\\/]react[\\/]cjs[\\/]react\.production\.js$/,
    wrapper: 'require_react_production',
  },
  {
    name: 'scheduler',
    file: /[\\/]scheduler[\\/]cjs[\\/]scheduler\.production\.js$/,
    wrapper: 'require_scheduler_production',
  },
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What one module uses of package `name`: the names it imports (ESM) or reads off the package's
 * binding (a namespace or default import, `var React = require("react")`); undefined when it uses
 * the package in a way not followed here (the binding passed on whole, a dynamic import,
 * `export … from`), and [] when it does not mention it.
 */
export function usedExports(code: string, id: string, name: string): string[] | undefined {
  if (!new RegExp(`["']${escapeRegExp(name)}["']`).test(code)) return []
  const { program, errors } = parseSync(id, code)
  if (errors.length > 0) return undefined
  const names: string[] = []
  const bindings = new Set<string>()
  let unknown = false
  const isPackage = (node: unknown) =>
    (node as Node | undefined)?.type === 'Literal' && (node as { value?: unknown }).value === name
  walk(program, (node, parent) => {
    if (node.type === 'ImportDeclaration' && isPackage(node.source)) {
      if (node.importKind === 'type') return
      for (const specifier of node.specifiers as Node[]) {
        if (specifier.type === 'ImportSpecifier') {
          if (specifier.importKind === 'type') continue
          const imported = specifier.imported as { name?: string; value?: string }
          names.push(String(imported.name ?? imported.value))
        } else bindings.add(String((specifier.local as { name: string }).name))
      }
    } else if (
      (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
      isPackage(node.source)
    ) {
      unknown = true
    } else if (node.type === 'ImportExpression' && isPackage(node.source)) {
      unknown = true
    } else if (
      node.type === 'CallExpression' &&
      (node.callee as Node & { name?: string }).name === 'require' &&
      isPackage((node.arguments as Node[])[0])
    ) {
      const id =
        parent?.type === 'VariableDeclarator' ? (parent.id as Node & { name?: string }) : undefined
      if (id?.type === 'Identifier' && id.name) bindings.add(id.name)
      else unknown = true
    }
  })
  if (bindings.size > 0)
    walk(program, (node, parent) => {
      if (node.type !== 'Identifier' || !bindings.has(String(node.name))) return
      if (parent?.type === 'MemberExpression' && parent.object === node && !parent.computed)
        names.push(String((parent.property as { name: string }).name))
      else if (parent?.type === 'MemberExpression' && parent.property === node && !parent.computed)
        return // `other.React`: another object's property of that name
      else if (parent?.type === 'Property' && parent.key === node && !parent.shorthand) return
      else if (
        !(parent?.type === 'VariableDeclarator' && parent.id === node) &&
        !(parent?.type?.startsWith('Import') && parent.local === node)
      )
        unknown = true
    })
  return unknown ? undefined : names
}

/**
 * `exports.NAME = …;` statements directly in the body of the function `wrapper` is built from
 * (`var wrapper = __commonJSMin((exports) => { … })`), with NAME, as [start, end, NAME].
 */
export function exportStatements(code: string, wrapper: string): Array<[number, number, string]> {
  // Only the wrapper's declaration is parsed (the chunk holds all of react-dom besides).
  const from = code.indexOf(`var ${wrapper} = `)
  const to = from < 0 ? -1 : code.indexOf('\n}));', from)
  if (to < 0)
    throw new Error(`cjs-exports: no ${wrapper} in the chunk (rolldown renders it otherwise now)`)
  const { program, errors } = parseSync('chunk.js', code.slice(from, to + 5))
  if (errors.length > 0)
    throw new Error(`cjs-exports: ${wrapper} does not parse (${errors[0]?.message})`)
  let body: Node[] | undefined
  walk(program, (node) => {
    if (
      node.type !== 'VariableDeclarator' ||
      (node.id as Node & { name?: string }).name !== wrapper
    )
      return false
    let fn = node.init as Node | undefined
    // `__commonJSMin(((exports) => { … }))`
    while (fn && fn.type === 'CallExpression') fn = (fn.arguments as Node[])[0]
    while (fn && fn.type === 'ParenthesizedExpression') fn = fn.expression as Node
    const block = fn?.body as Node | undefined
    if (block?.type === 'BlockStatement') body = block.body as Node[]
    return true
  })
  if (!body)
    throw new Error(`cjs-exports: no ${wrapper} in the chunk (rolldown renders it otherwise now)`)
  const found: Array<[number, number, string]> = []
  for (const statement of body) {
    const expression = statement.expression as Node | undefined
    if (statement.type !== 'ExpressionStatement' || expression?.type !== 'AssignmentExpression')
      continue
    const left = expression.left as Node
    const object = left.object as (Node & { name?: string }) | undefined
    const property = left.property as (Node & { name?: string }) | undefined
    if (
      left.type === 'MemberExpression' &&
      !left.computed &&
      object?.name === 'exports' &&
      property?.name
    ) {
      if (!code.startsWith(`exports.${property.name}`, from + statement.start))
        throw new Error(`cjs-exports: ${wrapper}'s statements are not where the parser put them`)
      found.push([from + statement.start, from + statement.end, property.name])
    }
  }
  return found
}

/**
 * Drops the exports of React's and the scheduler's production files that no module of the build
 * uses (docs/behaviour.md#first-open). They are CommonJS, so the bundler keeps every export, and
 * they land whole in the first load: `cloneElement`, `useOptimistic`, `useActionState`, `cache`,
 * `unstable_runWithPriority` and the rest came with it, used nowhere. Every module's use of the
 * package is read as it is transformed (named imports; the members read off a namespace, a default
 * import or a `require`); a use this cannot follow keeps every export. The chunk holding the file
 * is then rendered without the `exports.NAME = …` statements of the names no module uses, and the
 * minifier drops what only they reached.
 */
export function cjsExports(): Plugin {
  const used = new Map<string, Set<string> | undefined>(
    PACKAGES.map((pkg) => [pkg.name, new Set<string>()]),
  )
  return {
    name: 'w3m-cjs-exports',
    enforce: 'post',
    buildStart() {
      for (const pkg of PACKAGES) used.set(pkg.name, new Set())
    },
    transform(code, id) {
      for (const pkg of PACKAGES) {
        if (pkg.file.test(id)) continue
        const names = used.get(pkg.name)
        if (!names) continue
        const found = usedExports(code, id, pkg.name)
        if (found === undefined) {
          this.warn(`${pkg.name}: ${id} uses it in a way not followed; every export is kept`)
          used.set(pkg.name, undefined)
        } else for (const name of found) names.add(name)
      }
      return null
    },
    renderChunk(code, chunk) {
      const edits: Array<[number, number, string]> = []
      for (const pkg of PACKAGES) {
        const names = used.get(pkg.name)
        if (!names || !chunk.moduleIds.some((id) => pkg.file.test(id))) continue
        for (const statement of exportStatements(code, pkg.wrapper))
          if (!names.has(statement[2])) edits.push(statement)
      }
      if (edits.length === 0) return null
      let out = code
      for (const [start, end] of edits.sort((a, b) => b[0] - a[0]))
        out = out.slice(0, start) + out.slice(end)
      return { code: out, map: null }
    },
  }
}
