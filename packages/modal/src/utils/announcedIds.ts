// The identifiers of an EIP-6963 announcement, checked wherever announced wallets are listed
// (docs/behaviour.md#hostile-data): the EVM adapter's announcement reader and Connect's early list.

/** A UUID in its canonical 8-4-4-4-12 hex form (EIP-6963 asks for version 4). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A reverse domain name: two or more dot-separated labels of letters, digits and hyphens. */
const RDNS = /^[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))+$/i
/** Longest domain name (RFC 1035). */
const MAX_RDNS = 253
/** True for a UUID in its canonical form. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value)
/** True for a reverse domain name of at most 253 characters. */
export const isRdns = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_RDNS && RDNS.test(value)
