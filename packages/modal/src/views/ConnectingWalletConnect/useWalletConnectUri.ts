import { useCallback, useEffect, useRef, useState } from 'react'
import { connectExternal } from '../../actions/connectExternal'
import { ensureEvm } from '../../actions/ensureEvm'
import { loadWalletConnect } from '../../actions/loadWalletConnect'
import { connectWalletConnectSolana } from '../../actions/walletConnectSolana'
import type { PairingUri, WalletConnectProvider } from '../../connectors/walletConnect'
import type { Core } from '../../core/createCore'

/** What a WalletConnect view shows: the URI (fresh before it expires) and the attempt's state. */
export type WalletConnectUriState = {
  pairing: PairingUri | undefined
  pending: boolean
  /** Loading the connector or the SDK failed (the toast says more). */
  unavailable: boolean
  retry(): void
}

/**
 * Loads the WalletConnect connector, starts pairing on arrival and follows the URI the provider
 * shows; the provider replaces it shortly before it expires, so the QR on screen stays valid.
 * Starting on arrival also means a mobile deep link is ready before the tap (Telegram and iOS
 * Safari open links only synchronously within the click).
 */
export function useWalletConnectUri(
  core: Core,
  walletId: string | undefined,
): WalletConnectUriState {
  const [pairing, setPairing] = useState<PairingUri>()
  const [pending, setPending] = useState(false)
  const [unavailable, setUnavailable] = useState(false)
  const connectorId = useRef<string | undefined>(undefined)
  const started = useRef(false)

  const connect = useCallback(async () => {
    const id = connectorId.current
    if (!id) return
    setPending(true)
    setPairing(undefined)
    // On Solana the session's Solana side connects (docs/behaviour.md#walletconnect-solana).
    if (core.stores.chain.activeNamespace === 'solana') await connectWalletConnectSolana(core)
    else await connectExternal(core, { connectorId: id, walletId })
    setPending(false)
  }, [core, walletId])

  const [provider, setProvider] = useState<WalletConnectProvider>()

  useEffect(() => {
    // Once per view: a second pairing would cancel the first (and React may run effects twice).
    if (started.current) return
    started.current = true
    void (async () => {
      try {
        connectorId.current = await loadWalletConnect(core)
        const evm = await ensureEvm(core)
        const connector = evm.config.connectors.find((entry) => entry.id === connectorId.current)
        setProvider((await connector?.getProvider()) as WalletConnectProvider | undefined)
      } catch {
        setUnavailable(true)
        return
      }
      await connect()
    })()
  }, [core, connect])

  // While this view shows the QR, the provider renews the URI before it expires.
  useEffect(() => provider?.watchPairingUri(setPairing), [provider])

  return { pairing, pending, unavailable, retry: () => void connect() }
}
