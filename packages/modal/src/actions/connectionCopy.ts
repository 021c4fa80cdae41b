import type { Connection } from '../stores/createConnectionsStore'

// A module of its own, apart from connectionList's actions: `createModal`'s getState needs it in
// the first load, the actions only after the first open.

/** Plain copies of connections (store entries are proxies, which the host must not hold). */
export const copyConnections = (list: readonly Connection[]): Connection[] =>
  list.map((entry) => ({ ...entry, accounts: entry.accounts.map((item) => ({ ...item })) }))
