import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

// A static import of built ESM: `import{…}from"./x.js"` or `import"./x.js"` (not `import(`).
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g

/**
 * Every file a page fetches before any interaction when it loads `entry`: the entry and, through
 * static imports, each chunk it needs. Dynamic `import()`s are what loads later, so they are left
 * out. Throws when the entry or a chunk is missing, so a budget can never pass on nothing.
 */
export function firstLoadFiles(entry: string, root = process.cwd()): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    if (!existsSync(file)) throw new Error(`firstLoadFiles: ${file} does not exist (build first)`)
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      visit(join(dirname(file), match[1] as string))
    }
  }
  visit(join(root, entry))
  return [...seen].map((file) => relative(root, file))
}
