import type { Plugin } from 'vite'

/**
 * Two code-splitting groups that follow each build's module graph (nothing listed by hand):
 *
 * - `shared`: every module a page fetches before any interaction (what the entry imports
 *   statically), the entry's own module aside. One file, compressed as a whole: the entry is left a
 *   facade that imports it, and lazy chunks import from it too. Split at what lazy chunks share
 *   with the entry instead, the page fetched two files (each compressed on its own) for the same
 *   code. A module lands whole in it, every export any chunk uses: a first-load module that also
 *   holds code only lazy chunks call adds that code to the first load (hence small modules such as
 *   actions/connectionCopy.ts, apart from the actions around them).
 * - `open` (with `firstOpen`): the modal's own modules that those matching `firstOpen` import
 *   statically, less the first load: what the first open needs, in one file fetched at once rather
 *   than a chunk whose imports are found only once it has arrived, level after level. Packages
 *   stay out: a package's index reaches all of it, most of which only later chunks use.
 *
 * `plugin` reads the graph once it is complete; the tests are then used by the groups. The graph
 * is of static imports before tree-shaking: a package index the first load imports reaches all
 * of that package (the headless bundle, whose first load imports such indexes, keeps a list);
 * the size budget in .size-limit.ts catches a first load grown that way.
 */
export function firstLoadGroups(firstOpen?: RegExp): {
  plugin: Plugin
  shared: (id: string) => boolean
  open: (id: string) => boolean
} {
  const shared = new Set<string>()
  const open = new Set<string>()
  const plugin: Plugin = {
    name: 'w3m-first-load-groups',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id)
      const reach = (from: string[], skip: ReadonlySet<string> = new Set()) => {
        const found = new Set<string>()
        const stack = [...from]
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (found.has(id) || skip.has(id)) continue
          found.add(id)
          stack.push(...(info(id)?.importedIds ?? []))
        }
        return found
      }
      const ids = [...this.getModuleIds()]
      const firstLoad = reach(ids.filter((id) => info(id)?.isEntry))
      shared.clear()
      for (const id of firstLoad) if (!info(id)?.isEntry) shared.add(id)
      open.clear()
      if (firstOpen)
        for (const id of reach(
          ids.filter((id) => firstOpen.test(id)),
          firstLoad,
        ))
          if (!id.includes('node_modules')) open.add(id)
    },
  }
  return { plugin, shared: (id) => shared.has(id), open: (id) => open.has(id) }
}
