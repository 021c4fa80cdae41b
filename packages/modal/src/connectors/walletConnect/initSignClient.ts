import type { SignClientLike, WalletConnectMetadata } from './signClientTypes'

/** What the SDK needs to start on a given relay, without any hosted service. */
export type InitSignClientParameters = {
  projectId: string
  relayUrl: string
  metadata: WalletConnectMetadata
  /** Keeps this modal's SDK state apart from any other WalletConnect client on the page. */
  customStoragePrefix: string
  /** Off unless the host asks: the default posts events to pulse.walletconnect.org. */
  telemetryEnabled: boolean
  /** Off unless the host asks: there is no Verify server on loopback (see disableHostedVerify). */
  verifyEnabled: boolean
}

/**
 * Starts @walletconnect/sign-client, imported here and only here so the SDK stays out of the
 * bundle until someone picks WalletConnect.
 */
export async function initSignClient(
  parameters: InitSignClientParameters,
): Promise<SignClientLike> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    metadata: parameters.metadata,
    customStoragePrefix: parameters.customStoragePrefix,
    telemetryEnabled: parameters.telemetryEnabled,
    logger: 'silent',
  })
  if (!parameters.verifyEnabled) disableHostedVerify(client.core)
  const typed: SignClientLike = client
  return typed
}

/**
 * Sign-client 2.25 has no switch for Verify: in a browser it loads an iframe from
 * verify.walletconnect.org for every proposal and request and waits up to 5 s for an answer.
 * Both calls answer "unknown" instead, as the SDK does when the service is unreachable.
 */
export function disableHostedVerify(core: { verify: { register: unknown; resolve: unknown } }) {
  Object.assign(core.verify, {
    register: async () => '',
    resolve: async () => undefined,
  })
}
