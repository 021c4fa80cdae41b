import { type Plugin, parseSync } from 'vite'
import type { AstNode as Node } from './astWalk'

/** A rolldown helper an import names: its local name in the runtime chunk and its value's source. */
type Helper = { local: string; source: string }

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
 * The helpers of rolldown's runtime chunk that can be copied whole, by the name the chunk exports
 * them under: a top-level `const`/`let`/`var` whose value is a function reading nothing from
 * outside itself (the CommonJS wrapper `__commonJS` is one; those that read `Object.defineProperty`
 * through the chunk's shared alias are not).
 */
export function selfContainedHelpers(runtimeCode: string): Map<string, Helper> {
  const { program, errors } = parseSync('runtime.js', runtimeCode)
  if (errors.length > 0) return new Map()
  const values = new Map<string, Node>()
  const exported = new Map<string, string>()
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'VariableDeclaration')
      for (const declarator of statement.declarations as Node[]) {
        const id = declarator.id as Node
        if (id.type === 'Identifier' && declarator.init)
          values.set(id.name as string, declarator.init as Node)
      }
    if (statement.type === 'ExportNamedDeclaration' && !statement.source)
      for (const specifier of statement.specifiers as Node[])
        exported.set(
          (specifier.exported as Node).name as string,
          (specifier.local as Node).name as string,
        )
  }
  const helpers = new Map<string, Helper>()
  for (const [name, local] of exported) {
    const value = values.get(local)
    if (!value || !FUNCTIONS.has(value.type) || freeNames(value).size > 0) continue
    helpers.set(name, { local, source: runtimeCode.slice(value.start, value.end) })
  }
  return helpers
}

/** The part of an output bundle this plugin reads and writes. */
type Chunk = {
  type: 'chunk'
  fileName: string
  code: string
  imports: string[]
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

/**
 * Keeps rolldown's runtime chunk out of what a page fetches before any interaction. The first
 * load (React is CommonJS) calls one helper of that chunk, its CommonJS wrapper, while lazy chunks
 * share the rest; fetched for it, the chunk was a file of its own (530 B gzipped). Each first-load
 * chunk whose only import is the runtime gets the helpers it imports as `var`s of its own in that
 * import's place, when they read nothing outside themselves (the wrapper's state lives in each
 * call); a chunk that needs any other helper keeps its import. Lazy chunks still import the
 * runtime chunk. The code moves after minification, so source maps of those chunks are off by the
 * difference in length (the standalone build writes none).
 */
export function firstLoadHelpers(): Plugin {
  return {
    name: 'w3m-first-load-helpers',
    generateBundle(_options, outputs) {
      const bundle = outputs as unknown as Record<string, Output>
      const chunks = Object.values(bundle).filter(
        (output): output is Chunk => output.type === 'chunk',
      )
      const runtime = chunks.find((chunk) => chunk.moduleIds.some((id) => RUNTIME_MODULE.test(id)))
      if (!runtime) return
      const helpers = selfContainedHelpers(runtime.code)
      const firstLoad = new Set<Chunk>()
      const stack = chunks.filter((chunk) => chunk.isEntry)
      for (let chunk = stack.pop(); chunk; chunk = stack.pop()) {
        if (firstLoad.has(chunk)) continue
        firstLoad.add(chunk)
        for (const file of chunk.imports) {
          const next = bundle[file]
          if (next?.type === 'chunk') stack.push(next)
        }
      }
      for (const chunk of firstLoad) {
        if (
          chunk === runtime ||
          chunk.imports.length !== 1 ||
          chunk.imports[0] !== runtime.fileName
        )
          continue
        const { program, errors } = parseSync(chunk.fileName, chunk.code)
        if (errors.length > 0) continue
        const source = importPath(chunk.fileName, runtime.fileName)
        const declaration = (program.body as unknown as Node[]).find(
          (statement) =>
            statement.type === 'ImportDeclaration' && (statement.source as Node).value === source,
        )
        const specifiers = (declaration?.specifiers ?? []) as Node[]
        const vars = specifiers.map((specifier) => {
          if (specifier.type !== 'ImportSpecifier') return undefined
          const helper = helpers.get((specifier.imported as Node).name as string)
          return helper && `${(specifier.local as Node).name as string}=${helper.source}`
        })
        if (!declaration || vars.length === 0 || vars.some((item) => item === undefined)) continue
        chunk.code = `${chunk.code.slice(0, declaration.start)}var ${vars.join(',')};${chunk.code.slice(declaration.end)}`
        chunk.imports = []
      }
    },
  }
}
