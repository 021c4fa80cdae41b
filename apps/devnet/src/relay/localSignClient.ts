/**
 * How the official SDK (@walletconnect/sign-client 2.25) is kept on loopback: every option it
 * offers, plus the one service it offers no option for. See README.md next to this file.
 */

/** Sign-client options that keep it off hosted services, given the local relay's URL. */
export function localSignClientOptions(params: {
  relayUrl: string
  projectId: string
  /** Two clients in one JS realm need distinct prefixes, or the SDK shares one global core. */
  customStoragePrefix: string
}) {
  return {
    projectId: params.projectId,
    // The default is wss://relay.walletconnect.org.
    relayUrl: params.relayUrl,
    // The default (true) posts events to pulse.walletconnect.org/batch.
    telemetryEnabled: false,
    customStoragePrefix: params.customStoragePrefix,
    logger: 'silent',
  } as const
}

type VerifyLike = { register: unknown; resolve: unknown }

/**
 * Verify has no switch in 2.25: in a browser `register` loads an iframe from
 * verify.walletconnect.org for every proposal and request (waiting up to 5 s), and `resolve`
 * fetches attestations from it. With no verify server on loopback both answer "unknown", which
 * is what the SDK itself answers when the service is unreachable; the wallet then shows the
 * request's origin as unverified.
 */
export function disableHostedVerify(client: { core: { verify: VerifyLike } }): void {
  Object.assign(client.core.verify, {
    register: async () => '',
    resolve: async () => undefined,
  })
}
