import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Imports a sibling module of src/ when its file exists, else returns undefined: the explorer,
 * mail, wallet, analytics and relay modules are built alongside the core and join when they land.
 */
export async function loadOptionalModule<T>(relativeToSrc: string): Promise<T | undefined> {
  const url = new URL(`../${relativeToSrc}`, import.meta.url)
  if (!existsSync(fileURLToPath(url))) return undefined
  return (await import(url.href)) as T
}
