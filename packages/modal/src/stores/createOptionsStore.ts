import { proxy, ref } from 'valtio/vanilla'
import type { ResolvedOptions } from '../utils/resolveOptions'

/** Options state: the resolved configuration; theme fields may change while the modal lives. */
export type OptionsState = ResolvedOptions

/** A fresh options store holding `options`. */
export function createOptionsStore(options: ResolvedOptions) {
  return proxy<OptionsState>({
    ...options,
    networks: options.networks.map((network) => ref(network)),
    solanaNetworks: options.solanaNetworks.map((network) => ref(network)),
  })
}
