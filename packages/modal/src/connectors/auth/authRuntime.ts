type AuthModule = typeof import('./index')

/** The loaded auth chunk, its frame client and the id of the connector wagmi knows it by. */
export type AuthRuntime = {
  module: AuthModule
  client: ReturnType<AuthModule['createFrameClient']>
  connectorId: string
}
