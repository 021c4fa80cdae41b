import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type NamespacedUnregister, register } from 'tsx/esm/api'

/** The apps the kit runs; each is a package of TypeScript sources (see the README). */
export type AppName = '@w3m/devnet' | '@w3m/secure-site'

const require = createRequire(import.meta.url)
let loader: NamespacedUnregister | undefined
const loaded = new Map<string, Promise<unknown>>()

/**
 * Imports one source file of an app. The apps build browser bundles from their own sources at
 * run time (the wallets, the secure frame), so they ship as sources and load through tsx, in a
 * namespace of their own: the host's own module loading is left alone.
 */
export function loadApp<T>(app: AppName, file: string): Promise<T> {
  const url = pathToFileURL(join(dirname(require.resolve(`${app}/package.json`)), file)).href
  let module = loaded.get(url)
  if (!module) {
    // No tsconfig: the apps resolve their workspace packages as published, from node_modules.
    loader ??= register({ namespace: 'w3m-testing', tsconfig: false })
    module = loader.import(url, import.meta.url)
    loaded.set(url, module)
  }
  return module as Promise<T>
}
