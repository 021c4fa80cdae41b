import { type Core, createCore } from '../actions/createCore'
import type { ExplorerClient } from '../clients/createExplorerClient'
import type { EvmAdapter } from '../connectors/createEvmAdapter'
import { detectPlatform } from '../utils/platform'
import { type ModalOptions, resolveOptions } from '../utils/resolveOptions'

/** A core on fresh stores with a scripted EVM adapter and explorer (no network, no wallet). */
export function createFakeCore(
  parameters: {
    evm?: Partial<EvmAdapter>
    explorer?: Partial<ExplorerClient>
    options?: Partial<ModalOptions>
  } = {},
): Core {
  const core = createCore(
    resolveOptions({ projectId: '11111111111111111111111111111111', ...parameters.options }),
    detectPlatform('Mozilla/5.0 (X11; Linux x86_64)'),
  )
  if (parameters.evm) core.evm = parameters.evm as EvmAdapter
  if (parameters.explorer) core.explorer = { ...core.explorer, ...parameters.explorer }
  return core
}
