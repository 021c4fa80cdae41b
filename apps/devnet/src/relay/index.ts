export { createRelayHub, type RelayConnection, type RelayHub } from './createRelayHub'
export { disableHostedVerify, localSignClientOptions } from './localSignClient'
export {
  RELAY_PING_INTERVAL_MS,
  type RunningRelay,
  type StartRelayOptions,
  startRelay,
} from './startRelay'
