import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The modal's message catalog checks (docs/behaviour.md#locale): no view or component renders
 * English the catalog cannot translate (JSX text and the user-visible props below must be `t(…)`
 * calls, not literals), and the message ids the source uses. `tsx scripts/i18nStrings.ts` lists
 * both.
 */
const SRC = join(import.meta.dirname, '../packages/modal/src')
const SCANNED = ['views', 'components', 'app', 'element']
/** Props whose value the visitor reads or hears. */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'tag',
  'hint',
  'description',
  'heading',
  'message',
  'emptyText',
  'actionLabel',
])
/** Names and symbols that read the same in every language. */
const UNTRANSLATED = new Set([
  'WalletConnect',
  'Google',
  'X',
  'GitHub',
  'Discord',
  'Apple',
  'Facebook',
  'Farcaster',
  'Twitch',
  'Reddit',
  'Telegram',
  'ETH',
  'USD',
  'SOL',
  'Solana',
  'EVM',
  'OK',
  'SIWX',
])

export function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return tsxFiles(path)
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : []
  })
}

const visible = (text: string) => /\p{L}{2,}/u.test(text) && !UNTRANSLATED.has(text.trim())

/** The literal texts an expression can evaluate to (not the ones it only compares with). */
function resultStrings(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return visible(node.text) ? [node] : []
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].some(visible)
      ? [node]
      : []
  if (ts.isParenthesizedExpression(node)) return resultStrings(node.expression)
  if (ts.isConditionalExpression(node))
    return [...resultStrings(node.whenTrue), ...resultStrings(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return resultStrings(node.right)
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...resultStrings(node.left), ...resultStrings(node.right)]
  }
  return []
}

/** `file:line text` of each untranslated visible string in one file. */
export function hardCodedStrings(path: string, source = readFileSync(path, 'utf8')): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: ts.Node[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && visible(node.text)) found.push(node)
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent))
      found.push(...resultStrings(node.expression))
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(file))) {
      const value = node.initializer
      if (value && ts.isStringLiteral(value)) found.push(...resultStrings(value))
      else if (value && ts.isJsxExpression(value) && value.expression)
        found.push(...resultStrings(value.expression))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found.map((node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file))
    return `${relative(SRC, path)}:${line + 1} ${node.getText(file).trim()}`
  })
}

/**
 * Views whose words are not in the catalog yet (they render English in every locale). The list
 * only shrinks: a file here without hard-coded strings fails the test until it leaves the list.
 */
export const PENDING: readonly string[] = []

/**
 * Files whose words stay English by design: the dialog's shell shows only during the first open,
 * before ModalApp (which loads the locale's catalog) has arrived, so no catalog can be there yet;
 * it holds no translation code so the first-load budget does not carry it.
 */
const ENGLISH_BY_DESIGN = ['app/ModalRoot.tsx']

const scannedFiles = () =>
  SCANNED.flatMap((dir) => tsxFiles(join(SRC, dir))).filter(
    (path) => !ENGLISH_BY_DESIGN.includes(relative(SRC, path)),
  )

/** Every untranslated visible string of the scanned files, but those still `PENDING`. */
export function allHardCodedStrings(): string[] {
  return scannedFiles()
    .filter((path) => !PENDING.includes(relative(SRC, path)))
    .flatMap((path) => hardCodedStrings(path))
}

/** `PENDING` files that have no hard-coded string any more (or are gone). */
export function finishedPending(): string[] {
  return PENDING.filter((file) => {
    const path = join(SRC, file)
    return !scannedFiles().includes(path) || hardCodedStrings(path).length === 0
  })
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'catalogs' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test|test-d)\.tsx?$/.test(entry.name)
      ? [path]
      : []
  })
}

/** The message ids the modal's source passes to `t` as literals (its English source messages). */
export function messageIds(): string[] {
  const ids = new Set<string>()
  for (const path of sourceFiles(SRC)) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
    const visit = (node: ts.Node) => {
      const first = ts.isCallExpression(node) ? node.arguments[0] : undefined
      if (
        first &&
        ts.isIdentifier((node as ts.CallExpression).expression) &&
        (node as ts.CallExpression).expression.getText(file) === 't' &&
        (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
      )
        ids.add(first.text)
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return [...ids]
}

/** Whether `text` is written as a string literal somewhere in the modal's source. */
export function inSource(text: string): boolean {
  const quoted = [`'${text.replaceAll("'", "\\'")}'`, `"${text}"`]
  return sourceFiles(SRC).some((path) => {
    const source = readFileSync(path, 'utf8')
    return quoted.some((literal) => source.includes(literal))
  })
}

/** The `{name}` placeholders of a message, sorted. */
export const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  if (process.argv[2] === 'ids') console.log(JSON.stringify(messageIds()))
  else for (const line of allHardCodedStrings()) console.log(line)
}
