import { type Plugin, parseSync } from 'vite'
import type { AstNode as Node } from './astWalk'

/** A rolldown helper as another chunk can hold it: an expression, and the globals it reads. */
type Helper = { source: string; globals: ReadonlySet<string> }

const FUNCTIONS = new Set(['FunctionExpression', 'FunctionDeclaration', 'ArrowFunctionExpression'])

/** The names a binding pattern declares (`a`, `{a, b: [c]}`, `d = 1`, `...e`). */
function bindingNames(pattern: unknown, into: Set<string>): void {
  const node = pattern as Node | null
  if (!node) return
  if (node.type === 'Identifier') into.add(node.name as string)
  else if (node.type === 'AssignmentPattern') bindingNames(node.left, into)
  else if (node.type === 'RestElement') bindingNames(node.argument, into)
  else if (node.type === 'ArrayPattern')
    for (const item of node.elements as unknown[]) bindingNames(item, into)
  else if (node.type === 'ObjectPattern')
    for (const property of node.properties as Node[])
      bindingNames(property.type === 'RestElement' ? property : property.value, into)
}

/** The `var` names a function body declares, nested functions aside. */
function varNames(body: unknown, into: Set<string>): void {
  const node = body as Node | null
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const item of node) varNames(item, into)
    return
  }
  if (typeof node.type !== 'string' || FUNCTIONS.has(node.type)) return
  if (node.type === 'VariableDeclaration' && node.kind === 'var')
    for (const declarator of node.declarations as Node[]) bindingNames(declarator.id, into)
  for (const key of Object.keys(node)) if (key !== 'parent') varNames(node[key], into)
}

/** What a block's own statements declare with `let`, `const`, `class` and `function`. */
function blockNames(statements: Node[], into: Set<string>): void {
  for (const statement of statements) {
    if (statement.type === 'VariableDeclaration' && statement.kind !== 'var')
      for (const declarator of statement.declarations as Node[]) bindingNames(declarator.id, into)
    if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      statement.id
    )
      bindingNames(statement.id, into)
  }
}

/**
 * The names an expression reads that it does not declare itself, scope by scope (function
 * parameters and `var`s, a block's `let`, `const` and declarations, a `catch` parameter, a `for`
 * head's declarations). Property names, labels and the binding positions themselves are not reads.
 */
export function freeNames(expression: Node): Set<string> {
  const free = new Set<string>()
  const visit = (value: unknown, scopes: ReadonlyArray<ReadonlySet<string>>): void => {
    const node = value as Node | null
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) {
      for (const item of node) visit(item, scopes)
      return
    }
    if (typeof node.type !== 'string') return
    switch (node.type) {
      case 'Identifier':
        if (!scopes.some((scope) => scope.has(node.name as string))) free.add(node.name as string)
        return
      case 'MemberExpression':
        visit(node.object, scopes)
        if (node.computed) visit(node.property, scopes)
        return
      case 'Property':
      case 'MethodDefinition':
      case 'PropertyDefinition':
        if (node.computed) visit(node.key, scopes)
        visit(node.value, scopes)
        return
      case 'LabeledStatement':
        visit(node.body, scopes)
        return
      case 'BreakStatement':
      case 'ContinueStatement':
        return
      case 'FunctionExpression':
      case 'FunctionDeclaration':
      case 'ArrowFunctionExpression': {
        const own = new Set<string>()
        if (node.type !== 'ArrowFunctionExpression') own.add('arguments')
        if (node.type === 'FunctionExpression' && node.id) bindingNames(node.id, own)
        for (const param of node.params as unknown[]) bindingNames(param, own)
        varNames(node.body, own)
        const inner = [...scopes, own]
        // Default values read in the function's scope; the parameters' own names are bindings.
        for (const param of node.params as Node[]) visitPattern(param, inner)
        visit(node.body, inner)
        return
      }
      case 'BlockStatement':
      case 'StaticBlock': {
        const own = new Set<string>()
        blockNames(node.body as Node[], own)
        visit(node.body, [...scopes, own])
        return
      }
      case 'CatchClause': {
        const own = new Set<string>()
        bindingNames(node.param, own)
        visitPattern(node.param, [...scopes, own])
        visit(node.body, [...scopes, own])
        return
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const own = new Set<string>()
        const head = (node.init ?? node.left) as Node | null
        if (head?.type === 'VariableDeclaration' && head.kind !== 'var')
          for (const declarator of head.declarations as Node[]) bindingNames(declarator.id, own)
        const inner = [...scopes, own]
        for (const key of ['init', 'left', 'test', 'update', 'right', 'body'])
          visit(node[key], inner)
        return
      }
      case 'VariableDeclarator':
        visitPattern(node.id, scopes)
        visit(node.init, scopes)
        return
      case 'ClassDeclaration':
      case 'ClassExpression':
        visit(node.superClass, scopes)
        visit(
          node.body,
          node.id ? [...scopes, new Set([(node.id as Node).name as string])] : scopes,
        )
        return
    }
    for (const key of Object.keys(node)) if (key !== 'parent') visit(node[key], scopes)
  }
  // A pattern's names are bindings; what its defaults and computed keys read is not.
  const visitPattern = (value: unknown, scopes: ReadonlyArray<ReadonlySet<string>>): void => {
    const node = value as Node | null
    if (!node) return
    if (node.type === 'AssignmentPattern') {
      visitPattern(node.left, scopes)
      visit(node.right, scopes)
    } else if (node.type === 'RestElement') visitPattern(node.argument, scopes)
    else if (node.type === 'ArrayPattern')
      for (const item of node.elements as unknown[]) visitPattern(item, scopes)
    else if (node.type === 'ObjectPattern')
      for (const property of node.properties as Node[]) {
        if (property.type === 'RestElement') visitPattern(property, scopes)
        else {
          if (property.computed) visit(property.key, scopes)
          visitPattern(property.value, scopes)
        }
      }
    else if (node.type !== 'Identifier') visit(node, scopes)
  }
  visit(expression, [])
  return free
}

/**
 * The helpers of rolldown's runtime chunk, by the name the chunk exports them under, as an
 * expression another chunk can hold: the helper itself when it reads nothing from outside
 * (`__commonJS`), else a closure that first declares what it reads of the chunk (`__export` reads
 * the chunk's alias of `Object.defineProperty`), so none of those names reach the other chunk's
 * scope. `globals` are the names left, read from the global scope. A helper that reads something
 * of the chunk not declared as `name = value` at its top, or reads its own name, is left out.
 */
export function inlinableHelpers(runtimeCode: string): Map<string, Helper> {
  const { program, errors } = parseSync('runtime.js', runtimeCode)
  if (errors.length > 0) return new Map()
  const order: string[] = []
  const values = new Map<string, Node>()
  const declared = new Set<string>()
  const exported = new Map<string, string>()
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node
        bindingNames(id, declared)
        if (id.type === 'Identifier' && declarator.init) {
          order.push(id.name as string)
          values.set(id.name as string, declarator.init as Node)
        }
      }
    else if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration')
      bindingNames(statement.id, declared)
    if (statement.type === 'ExportNamedDeclaration' && !statement.source)
      for (const specifier of statement.specifiers as Node[])
        exported.set(
          (specifier.exported as Node).name as string,
          (specifier.local as Node).name as string,
        )
  }
  const text = (node: Node) => runtimeCode.slice(node.start, node.end)
  const helpers = new Map<string, Helper>()
  for (const [name, local] of exported) {
    const value = values.get(local)
    if (!value || !FUNCTIONS.has(value.type)) continue
    // What the helper reads of the chunk, and what that reads in turn.
    const needs = new Set<string>()
    const globals = new Set<string>()
    let unknown = false
    const stack = [...freeNames(value)]
    for (let read = stack.pop(); read !== undefined; read = stack.pop()) {
      if (needs.has(read) || globals.has(read)) continue
      const needed = values.get(read)
      // Its own name is the import's in the other chunk, not this one: left as it is.
      if (read === local) unknown = true
      else if (needed) {
        needs.add(read)
        stack.push(...freeNames(needed))
      } else if (declared.has(read)) unknown = true
      else globals.add(read)
    }
    if (unknown) continue
    const own = order.filter((item) => needs.has(item))
    const source =
      own.length === 0
        ? text(value)
        : `(()=>{var ${own.map((item) => `${item}=${text(values.get(item) as Node)}`).join(',')};return ${text(value)}})()`
    helpers.set(name, { source, globals })
  }
  return helpers
}

/** The part of an output bundle this plugin reads and writes. */
export type Chunk = {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
  dynamicImports: string[]
  isEntry: boolean
  moduleIds: string[]
}
type Output = Chunk | { type: 'asset' }

const RUNTIME_MODULE = /rolldown[\\/:]runtime/

/** `to`'s path as an import in `from` writes it (`./x.js`, `../x.js`). */
function importPath(from: string, to: string): string {
  const up = from.split('/').slice(0, -1)
  const target = to.split('/')
  while (up.length > 0 && target.length > 1 && up[0] === target[0]) {
    up.shift()
    target.shift()
  }
  return up.length > 0 ? `${'../'.repeat(up.length)}${target.join('/')}` : `./${target.join('/')}`
}

/** The names a program declares at its top (imports included). */
function topLevelNames(program: Node): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body as Node[]) {
    const declaration = (
      statement.type.startsWith('Export') ? statement.declaration : statement
    ) as Node | null
    if (!declaration) continue
    if (declaration.type === 'VariableDeclaration')
      for (const declarator of declaration.declarations as Node[])
        bindingNames(declarator.id, names)
    else if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration')
      bindingNames(declaration.id, names)
    else if (declaration.type === 'ImportDeclaration')
      for (const specifier of declaration.specifiers as Node[]) bindingNames(specifier.local, names)
  }
  return names
}

/**
 * Keeps rolldown's runtime chunk off the first load and the first open. What a page fetches
 * before any interaction calls one helper of that chunk (React is CommonJS: its wrapper), and the
 * first open's chunk one more (`__export`, for a namespace); fetched for them, the chunk was a
 * file of the first load of its own (530 B gzipped), or a fetch the open's chunk could start only
 * once it had arrived itself, a round trip later. So each chunk of the first load, and each the
 * first load imports dynamically, gets the helpers it imports as `var`s of its own in that
 * import's place (inlinableHelpers), provided that none of its imports leads back to it (so
 * nothing can call into it before they are set) and that no name of its own hides a global a
 * helper reads. Other chunks still import the runtime chunk. The code moves after minification,
 * so source maps of the chunks changed are off by the difference in length (the standalone build
 * writes none).
 */
export function firstLoadHelpers(): Plugin {
  return {
    name: 'w3m-first-load-helpers',
    generateBundle(_options, outputs) {
      const bundle = outputs as unknown as Record<string, Output>
      const chunk = (file: string) => {
        const output = bundle[file]
        return output?.type === 'chunk' ? output : undefined
      }
      const chunks = Object.values(bundle).filter(
        (output): output is Chunk => output.type === 'chunk',
      )
      const runtime = chunks.find((item) => item.moduleIds.some((id) => RUNTIME_MODULE.test(id)))
      if (!runtime) return
      const helpers = inlinableHelpers(runtime.code)
      // Whether `target` is among what `from` imports statically, at any depth.
      const reaches = (from: Chunk, target: Chunk) => {
        const seen = new Set<Chunk>()
        const stack = from.imports.flatMap((file) => chunk(file) ?? [])
        for (let next = stack.pop(); next; next = stack.pop()) {
          if (next === target) return true
          if (seen.has(next)) continue
          seen.add(next)
          stack.push(...next.imports.flatMap((file) => chunk(file) ?? []))
        }
        return false
      }
      const firstLoad = new Set<Chunk>()
      const stack = chunks.filter((item) => item.isEntry)
      for (let next = stack.pop(); next; next = stack.pop()) {
        if (firstLoad.has(next)) continue
        firstLoad.add(next)
        stack.push(...next.imports.flatMap((file) => chunk(file) ?? []))
      }
      const targets = new Set(firstLoad)
      for (const item of firstLoad)
        for (const file of item.dynamicImports) {
          const opened = chunk(file)
          if (opened) targets.add(opened)
        }
      for (const target of targets) {
        if (
          target === runtime ||
          !target.imports.includes(runtime.fileName) ||
          reaches(target, target)
        )
          continue
        const { program, errors } = parseSync(target.fileName, target.code)
        if (errors.length > 0) continue
        const source = importPath(target.fileName, runtime.fileName)
        const declaration = (program.body as unknown as Node[]).find(
          (statement) =>
            statement.type === 'ImportDeclaration' && (statement.source as Node).value === source,
        )
        if (!declaration) continue
        const own = topLevelNames(program as unknown as Node)
        const vars = (declaration.specifiers as Node[]).map((specifier) => {
          if (specifier.type !== 'ImportSpecifier') return undefined
          const helper = helpers.get((specifier.imported as Node).name as string)
          if (!helper || [...helper.globals].some((name) => own.has(name))) return undefined
          return `${(specifier.local as Node).name as string}=${helper.source}`
        })
        if (vars.length === 0 || vars.some((item) => item === undefined)) continue
        target.code = `${target.code.slice(0, declaration.start)}var ${vars.join(',')};${target.code.slice(declaration.end)}`
        target.imports = target.imports.filter((file) => file !== runtime.fileName)
      }
    },
  }
}
