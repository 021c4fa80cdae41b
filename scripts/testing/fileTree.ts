import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Writes `files` (path → text) under a fresh temporary directory and returns it. */
export function fileTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'w3m-tree-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  return root
}
