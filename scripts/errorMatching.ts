import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isTestCode, sourceFiles } from './importRules'

/** One place where production code tells errors apart by a class name or by their words. */
export type ErrorMatch = { file: string; line: number; rule: string; text: string }

/** A receiver that holds an error in this codebase's habits (`error`, `cause`, `current`, ...). */
const ERROR = String.raw`\b(?:error|err|e|cause|current|reason|failure)\??`
/** What an error says: its words or its details. */
const WORDS = String.raw`\.(?:message|shortMessage|details)`

/** The ways of telling errors apart that docs/behaviour.md#error-codes forbids. */
const RULES: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'class name read from the constructor', pattern: /\bconstructor\.name\b/ },
  {
    rule: 'error class name compared as a string',
    pattern: /\.name\s*[!=]==?\s*['"`]\w*Error['"`]|['"`]\w*Error['"`]\s*[!=]==?\s*[\w.?]*\.name\b/,
  },
  {
    rule: 'regular expression run on an error message',
    pattern: new RegExp(String.raw`\.(?:test|exec)\(\s*(?:${ERROR}${WORDS}|String\(${ERROR}\))`),
  },
  {
    rule: 'error message searched for words',
    pattern: new RegExp(
      String.raw`(?:${ERROR}${WORDS}|String\(${ERROR}\))\s*\??\.\s*(?:includes|match|matchAll|search|startsWith|endsWith|indexOf)\(`,
    ),
  },
]

/**
 * The one place allowed to read words, and why: a Solana wallet that refuses without the 4001
 * code says so only in its message (docs/behaviour.md#error-codes).
 */
export const WORDS_ALLOWED: Readonly<Record<string, string>> = {
  'packages/modal/src/connectors/solana/solanaErrors.ts':
    "third-party Solana wallets that refuse without a code say so only in words ('User rejected the request')",
}

/** Every match of RULES in the production files (tests, stories and test kits left out) under `dirs`. */
export function errorMatches(root: string, dirs: readonly string[]): ErrorMatch[] {
  const found: ErrorMatch[] = []
  for (const dir of dirs) {
    for (const file of sourceFiles(root, dir)) {
      if (isTestCode(file)) continue
      const lines = readFileSync(join(root, file), 'utf8').split('\n')
      lines.forEach((text, index) => {
        for (const { rule, pattern } of RULES) {
          if (pattern.test(text)) found.push({ file, line: index + 1, rule, text: text.trim() })
        }
      })
    }
  }
  return found
}
