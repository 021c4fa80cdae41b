export { createRelayHub, type RelayConnection, type RelayHub } from './createRelayHub'
export {
  RELAY_PING_INTERVAL_MS,
  type RunningRelay,
  type StartRelayOptions,
  startRelay,
} from './startRelay'
