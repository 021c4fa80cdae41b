import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

/** An exported function in actions/ that breaks the `verb(core, parameters)` contract. */
export type ContractBreak = { file: string; name: string; problem: string }

/**
 * Store operations: helpers that read or write stores alone and are called where only the stores
 * are at hand (views, the router, the toast); they take `stores` first (packages/modal/README.md#actions).
 */
export const STORE_OPERATIONS: ReadonlySet<string> = new Set([
  'router.ts:guardView',
  'router.ts:pushView',
  'router.ts:replaceView',
  'router.ts:resetView',
  'router.ts:goBack',
  'router.ts:openModal',
  'router.ts:closeModal',
  'toast.ts:showToast',
  'toast.ts:dismissToast',
  'toast.ts:showErrorToast',
  'connectionList.ts:chosenAddress',
  'connectionList.ts:isCurrent',
  'connectionList.ts:multiWalletEnabled',
  'connectionList.ts:isAddingWallet',
  'connectionList.ts:showProfileWallets',
  'connectionList.ts:finishConnect',
  'verifyDomain.ts:verifyDomain',
  'whenModalCloses.ts:whenModalCloses',
])

const PRIMITIVES = new Set([
  ts.SyntaxKind.StringKeyword,
  ts.SyntaxKind.NumberKeyword,
  ts.SyntaxKind.BooleanKeyword,
  ts.SyntaxKind.BigIntKeyword,
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.LiteralType,
  ts.SyntaxKind.TemplateLiteralType,
  ts.SyntaxKind.ArrayType,
  ts.SyntaxKind.TupleType,
  ts.SyntaxKind.UnknownKeyword,
  ts.SyntaxKind.AnyKeyword,
])

/** True when a type is a bare value: a primitive, a literal, an array or a union holding one. */
function isBare(type: ts.TypeNode | undefined): boolean {
  if (!type) return true
  if (ts.isUnionTypeNode(type)) return type.types.some(isBare)
  if (ts.isParenthesizedTypeNode(type)) return isBare(type.type)
  if (ts.isTypeOperatorNode(type)) return isBare(type.type)
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText()
    return name === 'Array' || name === 'ReadonlyArray' || name === 'Uint8Array'
  }
  return PRIMITIVES.has(type.kind)
}

/** True when a parameter's type mentions the core or the stores. */
function mentions(parameter: ts.ParameterDeclaration, word: 'Core' | 'Stores'): boolean {
  return new RegExp(`\\b${word}\\b`).test(parameter.type?.getText() ?? '')
}

/** The exported functions of one module with their parameters. */
function exportedFunctions(
  source: ts.SourceFile,
): Array<{ name: string; parameters: readonly ts.ParameterDeclaration[] }> {
  const found: Array<{ name: string; parameters: readonly ts.ParameterDeclaration[] }> = []
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? ts.getModifiers(statement) : undefined
    if (!modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.push({ name: statement.name.text, parameters: statement.parameters })
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = declaration.initializer
        if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) {
          found.push({ name: declaration.name.getText(), parameters: value.parameters })
        }
      }
    }
  }
  return found
}

/** What is wrong with one exported function's parameters, or undefined when it keeps the contract. */
function problemOf(
  key: string,
  parameters: readonly ts.ParameterDeclaration[],
): string | undefined {
  const [first, ...rest] = parameters
  const holdsState = parameters.some((p) => mentions(p, 'Core') || mentions(p, 'Stores'))
  // A pure helper (no core, no stores) computes from its arguments alone; the contract is for verbs.
  if (!first || !holdsState) return undefined
  const name = first.name.getText()
  if (mentions(first, 'Stores') || name === 'stores') {
    if (!STORE_OPERATIONS.has(key)) return 'takes stores first but is not a listed store operation'
  } else if (name !== 'core' || !mentions(first, 'Core')) {
    return 'first parameter must be `core: Core`'
  }
  if (STORE_OPERATIONS.has(key)) return undefined
  if (rest.length > 1)
    return `takes ${rest.length} parameters after core; pass one parameters object`
  const [second] = rest
  if (
    second &&
    isBare(second.type) &&
    !(second.questionToken && second.name.getText() === 'options')
  ) {
    return `second parameter \`${second.name.getText()}\` is a bare value; pass a parameters object`
  }
  return undefined
}

/**
 * Every exported function in `dir` (production modules only) that breaks the action contract.
 */
export function contractBreaks(dir: string): ContractBreak[] {
  const breaks: ContractBreak[] = []
  for (const file of readdirSync(dir).sort()) {
    if (!/\.tsx?$/.test(file) || /\.(test|test-d|stories)\.tsx?$/.test(file)) continue
    const text = readFileSync(join(dir, file), 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    for (const { name, parameters } of exportedFunctions(source)) {
      const key = `${file}:${name}`
      const problem = problemOf(key, parameters)
      if (problem) breaks.push({ file, name, problem })
    }
  }
  return breaks
}
