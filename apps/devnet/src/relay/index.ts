export { createRelayFaults, RELAY_FAULT_KINDS, type RelayFaults } from './createRelayFaults'
export { createRelayHub, type RelayConnection, type RelayHub } from './createRelayHub'
export { disableHostedVerify, localSignClientOptions } from './localSignClient'
export { relayFaultRoutes } from './relayFaultRoutes'
export {
  RELAY_PING_INTERVAL_MS,
  type RunningRelay,
  type StartRelayOptions,
  startRelay,
} from './startRelay'
