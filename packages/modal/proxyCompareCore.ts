import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The virtual module holding proxy-compare's part that valtio's vanilla half uses. */
const CORE_ID = '\0w3m:proxy-compare-core'

/** proxy-compare's declarations that `getUntracked` and `markToTrack` need, in file order. */
const CORE_NAMES = [
  'GET_ORIGINAL_SYMBOL',
  'getProto',
  'objectsToTrack',
  'isObjectToTrack',
  'getUntracked',
  'markToTrack',
] as const

/** One top-level `const` (exported or not) of proxy-compare's ESM file, as written there. */
function declaration(source: string, name: string): string {
  const start = source.search(new RegExp(`^(export )?const ${name} = `, 'm'))
  if (start < 0) throw new Error(`proxy-compare: no top-level const ${name} (the package changed)`)
  const arrowBlock = source.startsWith('{', source.indexOf('=> ', start) + 3)
  const end = arrowBlock ? source.indexOf('\n};', start) + 3 : source.indexOf(';\n', start) + 1
  if (end <= start) throw new Error(`proxy-compare: cannot find where ${name} ends`)
  return source.slice(start, end)
}

/**
 * proxy-compare's ESM file split in two: `core` (the declarations above, each exported) and `rest`
 * (the file without them, importing them from `coreId`, re-exporting the two the package exports).
 */
export function splitProxyCompare(
  source: string,
  coreId: string = CORE_ID,
): { core: string; rest: string } {
  let rest = source
  const found = CORE_NAMES.map((name) => declaration(source, name))
  for (const part of found) rest = rest.replace(part, '')
  const exported = CORE_NAMES.filter((_, index) => found[index]?.startsWith('export '))
  return {
    core: `${found.map((part) => part.replace(/^(export )?const /, 'export const ')).join('\n')}\n`,
    rest: `import { ${CORE_NAMES.join(', ')} } from '${coreId}'\nexport { ${exported.join(', ')} }\n${rest}`,
  }
}

/**
 * Keeps proxy-compare's tracking proxies out of the first load (docs/behaviour.md#first-open).
 * valtio's vanilla half (in the first load) uses only `getUntracked` and `markToTrack`; its React
 * half (`useSnapshot`, with ModalApp) uses the rest. A module lands whole in the first load's
 * file, so the whole package came with it. This serves those two and what they share with the rest
 * (the original symbol, the tracked-objects map) as a module of their own, imported by valtio's
 * vanilla half and by the package's file in their place: one instance of each, as before.
 */
export function proxyCompareCore(): Plugin {
  const splits = new Map<string, { core: string; rest: string }>()
  const split = (file: string) => {
    const parts = splits.get(file) ?? splitProxyCompare(readFileSync(file, 'utf8'))
    splits.set(file, parts)
    return parts
  }
  let coreFile: string | undefined
  return {
    name: 'w3m-proxy-compare-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === CORE_ID) return CORE_ID
      if (
        source !== 'proxy-compare' ||
        !importer ||
        !/valtio[\\/]esm[\\/]vanilla\.mjs$/.test(importer)
      )
        return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      if (!resolved) return null
      coreFile = resolved.id
      return CORE_ID
    },
    load(id) {
      if (id === CORE_ID) {
        if (!coreFile) throw new Error('proxy-compare: not resolved')
        return split(coreFile).core
      }
      if (!/proxy-compare[\\/]dist[\\/]index\.js$/.test(id)) return null
      coreFile ??= id
      return split(id).rest
    },
  }
}
