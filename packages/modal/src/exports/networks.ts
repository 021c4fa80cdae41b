// The networks both entries export (`@w3m/modal` and `@w3m/modal/headless`), written once.
export {
  arbitrum,
  base,
  type ChainNamespace,
  DEFAULT_NETWORKS,
  defineNetwork,
  mainnet,
  type Network,
} from '../utils/networks'
