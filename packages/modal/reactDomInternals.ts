import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** The virtual module holding react-dom's shared internals, the one thing react-dom's client needs from it. */
const INTERNALS_ID = '\0w3m:react-dom-internals'

/** The export of `react-dom` that `react-dom/client` reads (its only use of the package). */
const INTERNALS_EXPORT = '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'

/** Where the object literal that starts at `open` (a `{`) ends: the index after its `}`. */
function objectEnd(source: string, open: number): number {
  let depth = 0
  for (let index = open; index < source.length; index++) {
    if (source[index] === '{') depth++
    else if (source[index] === '}' && --depth === 0) return index + 1
  }
  throw new Error('react-dom: the internals object does not end (the package changed)')
}

/**
 * react-dom's production file (`react-dom/cjs/react-dom.production.js`) split in two: `internals`
 * (the file up to its `Internals` object, less its `require("react")`, exporting that object as
 * the package does) and `rest` (the file with that object read from `internalsId`): one object,
 * whichever half a module uses.
 */
export function splitReactDom(
  source: string,
  internalsId: string = INTERNALS_ID,
): { internals: string; rest: string } {
  const start = source.indexOf('var Internals = {')
  if (start < 0) throw new Error('react-dom: no `var Internals = {` (the package changed)')
  if (!new RegExp(`exports\\.${INTERNALS_EXPORT} =\\s*Internals;`).test(source))
    throw new Error(
      `react-dom: Internals is not exported as ${INTERNALS_EXPORT} (the package changed)`,
    )
  const open = source.indexOf('{', start)
  const end = objectEnd(source, open)
  const head = source.slice(0, start).replace(/^var React = require\("react"\);$/m, '')
  if (/\brequire\(/.test(head))
    throw new Error('react-dom: the internals need more than the file gives (the package changed)')
  return {
    internals: `${head}var Internals = ${source.slice(open, end)};\nexports.${INTERNALS_EXPORT} = Internals;\n`,
    rest: `${source.slice(0, start)}var Internals = require(${JSON.stringify(internalsId)}).${INTERNALS_EXPORT}${source.slice(end)}`,
  }
}

/**
 * Keeps react-dom's public API (createPortal, flushSync, preload, the form hooks, ...) out of the
 * first load (docs/behaviour.md#first-open): `react-dom/client`, in the first load, reads only the
 * internals object from `react-dom`, and the standalone bundle uses nothing else of it, yet a
 * module lands whole. This serves that object as a module of its own, imported by the client and
 * by the package's file in its place, so a chunk that does use the package shares the one object.
 */
export function reactDomInternals(): Plugin {
  const splits = new Map<string, { internals: string; rest: string }>()
  const split = (file: string) => {
    const parts = splits.get(file) ?? splitReactDom(readFileSync(file, 'utf8'))
    splits.set(file, parts)
    return parts
  }
  let domFile: string | undefined
  return {
    name: 'w3m-react-dom-internals',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === INTERNALS_ID) return INTERNALS_ID
      if (
        source !== 'react-dom' ||
        !importer ||
        !/react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(importer)
      )
        return null
      const index = await this.resolve(source, importer, { skipSelf: true })
      if (!index) return null
      domFile = index.id.replace(/index\.js$/, 'cjs/react-dom.production.js')
      return INTERNALS_ID
    },
    load(id) {
      if (id === INTERNALS_ID) {
        if (!domFile) throw new Error('react-dom: not resolved')
        return split(domFile).internals
      }
      if (!/react-dom[\\/]cjs[\\/]react-dom\.production\.js$/.test(id)) return null
      domFile ??= id
      return split(id).rest
    },
  }
}
