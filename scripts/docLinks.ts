import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The short prefixes docs/behaviour.md and docs/wire.md use for source folders. */
export const DOC_PREFIXES: Record<string, string> = {
  'modal/': 'packages/modal/src/',
  'bridge/': 'packages/frame-bridge/src/',
  'schemas/': 'packages/api-schemas/src/',
  'site/': 'apps/secure-site/src/',
  'devnet/': 'apps/devnet/src/',
}

/** The anchors of a markdown file's headings, as GitHub makes them. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const match of markdown.matchAll(/^#{1,6} (.+)$/gm)) {
    const text = match[1] ?? ''
    anchors.add(
      text
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replace(/ /g, '-'),
    )
  }
  return anchors
}

/** Paths a doc names in backticks (with a shortened prefix or from the root) that do not exist. */
export function missingPaths(root: string, markdown: string): string[] {
  const missing: string[] = []
  for (const match of markdown.matchAll(/`([^`\s]+)`/g)) {
    const named = (match[1] ?? '').replace(/#.*$/, '')
    const prefix = Object.keys(DOC_PREFIXES).find((short) => named.startsWith(short))
    const rooted = /^(packages|apps|e2e|scripts|docs)\//.test(named)
    if (!prefix && !rooted) continue
    const path = prefix ? `${DOC_PREFIXES[prefix]}${named.slice(prefix.length)}` : named
    if (!existsSync(join(root, path))) missing.push(named)
  }
  return missing
}

/** Every `docs/<file>.md#anchor` a source text cites whose heading does not exist. */
export function brokenDocAnchors(root: string, text: string): string[] {
  const broken: string[] = []
  for (const match of text.matchAll(/docs\/([a-z]+\.md)#([a-z0-9-]+)/g)) {
    const file = join(root, 'docs', match[1] ?? '')
    if (!existsSync(file) || !headingAnchors(readFileSync(file, 'utf8')).has(match[2] ?? '')) {
      broken.push(match[0])
    }
  }
  return broken
}
