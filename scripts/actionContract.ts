import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
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

/** The modal's compiler options: the check reads types as the modal's typecheck does. */
const MODAL_TSCONFIG = resolve(import.meta.dirname, '../packages/modal/tsconfig.json')

function modalOptions(): ts.CompilerOptions {
  const { config, error } = ts.readConfigFile(MODAL_TSCONFIG, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, resolve(MODAL_TSCONFIG, '..'))
  return { ...parsed.options, noEmit: true }
}

/** What the contract needs of a program: its checker, the core's and the stores' types. */
type Context = { program: ts.Program; checker: ts.TypeChecker; core: ts.Type; stores: ts.Type }

/** The type `Core` exported by `file`, and the type of its `stores`. */
function contextOf(program: ts.Program, file: string): Context {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const module = source && checker.getSymbolAtLocation(source)
  const symbol = module && checker.getExportsOfModule(module).find(({ name }) => name === 'Core')
  if (!symbol) throw new Error(`${file} exports no type Core`)
  const core = checker.getDeclaredTypeOfSymbol(symbol)
  const stores = core.getProperty('stores')
  if (!stores) throw new Error(`${file}: Core has no stores`)
  return { program, checker, core, stores: checker.getTypeOfSymbol(stores) }
}

/** The declared type of a parameter, undefined and null left out (an optional one is judged as given). */
function typeOf({ checker }: Context, parameter: ts.ParameterDeclaration): ts.Type {
  const type = parameter.type
    ? checker.getTypeFromTypeNode(parameter.type)
    : checker.getTypeAtLocation(parameter.name)
  return checker.getNonNullableType(type)
}

/** True when `whole` may be passed as `type`: `type` is `whole`, a Pick of it or another subset. */
function takes({ checker }: Context, type: ts.Type, whole: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return false
  return type.getProperties().length > 0 && checker.isTypeAssignableTo(whole, type)
}

/**
 * True when a type is one parameters object: an object type of this project or a package (or an
 * intersection of them, or a union of them as wagmi's parameters may be), not a primitive or an
 * alias of one, a literal, an array, a function or a platform class (Uint8Array, AbortSignal).
 */
function isParametersObject(context: Context, type: ts.Type): boolean {
  if (type.isUnionOrIntersection())
    return type.types.every((part) => isParametersObject(context, part))
  const { checker, program } = context
  if (!(type.flags & ts.TypeFlags.Object)) return false
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false
  if (type.getCallSignatures().length > 0) return false
  const declarations = (type.aliasSymbol ?? type.getSymbol())?.declarations ?? []
  return !declarations.some((declaration) =>
    program.isSourceFileDefaultLibrary(declaration.getSourceFile()),
  )
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
  context: Context,
  key: string,
  parameters: readonly ts.ParameterDeclaration[],
): string | undefined {
  const types = parameters.map((parameter) => typeOf(context, parameter))
  const isCore = (type: ts.Type) => takes(context, type, context.core)
  const isStores = (type: ts.Type) => takes(context, type, context.stores)
  // A pure helper (no core, no stores) computes from its arguments alone; the contract is for verbs.
  const [first, second] = types
  if (!first || !types.some((type) => isCore(type) || isStores(type))) return undefined
  if (STORE_OPERATIONS.has(key)) {
    return isStores(first) ? undefined : 'a listed store operation takes stores first'
  }
  if (!isCore(first)) {
    return isStores(first)
      ? 'takes stores first but is not a listed store operation'
      : 'first parameter must be the core (`Core` or a Pick of it)'
  }
  if (types.length > 2) {
    return `takes ${types.length - 1} parameters after core; pass one parameters object`
  }
  if (second && !isParametersObject(context, second)) {
    const name = parameters[1]?.name.getText()
    const type = context.checker.typeToString(second)
    return `second parameter \`${name}\` is \`${type}\`, not one parameters object`
  }
  return undefined
}

/** The production modules of an actions directory (no tests, type tests or stories). */
const modulesOf = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|test-d|stories)\.tsx?$/.test(file))
    .sort()

/** The module exporting the type `Core` beside an actions directory, as in packages/modal/src. */
const coreFileOf = (dir: string): string => resolve(dir, '../core/createCore.ts')

/**
 * Every exported function in each of `dirs` (production modules only) that breaks the action
 * contract, its parameters read through the type checker (an alias of a primitive is a
 * primitive); one list per directory. The core of a directory is the type `Core` exported by
 * `dir/../core/createCore.ts`. One program, with the modal's compiler options, serves all of them.
 */
export function contractBreaks(dirs: readonly string[]): ContractBreak[][] {
  const rootNames = dirs.flatMap((dir) => [
    coreFileOf(dir),
    ...modulesOf(dir).map((file) => join(dir, file)),
  ])
  const program = ts.createProgram({ rootNames, options: modalOptions() })
  return dirs.map((dir) => {
    const context = contextOf(program, coreFileOf(dir))
    const breaks: ContractBreak[] = []
    for (const file of modulesOf(dir)) {
      const source = program.getSourceFile(join(dir, file))
      if (!source) throw new Error(`${file} is not in the program`)
      for (const { name, parameters } of exportedFunctions(source)) {
        const problem = problemOf(context, `${file}:${name}`, parameters)
        if (problem) breaks.push({ file, name, problem })
      }
    }
    return breaks
  })
}
