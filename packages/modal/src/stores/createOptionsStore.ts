import { proxy, ref } from 'valtio/vanilla'
import type { ResolvedOptions } from '../utils/resolveOptions'

/**
 * Options state: the resolved configuration; theme fields and `locale` may change while the
 * modal lives. `catalog` holds the messages of the locale once loaded (i18n/loadCatalog.ts).
 */
export type OptionsState = ResolvedOptions & {
  /** The locale's messages by their English source text (the i18n folder's `Catalog`). */
  catalog?: Readonly<Record<string, string>> | undefined
}

/** A fresh options store holding `options`. */
export function createOptionsStore(options: ResolvedOptions) {
  return proxy<OptionsState>({
    ...options,
    networks: options.networks.map((network) => ref(network)),
    solanaNetworks: options.solanaNetworks.map((network) => ref(network)),
  })
}
