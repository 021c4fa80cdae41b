// The Blockchain API shapes live in @w3m/api-schemas, shared with the devnet so the two cannot drift.
export {
  type Balance,
  balanceResponseSchema,
  historyResponseSchema,
  nameSuggestionsResponseSchema,
  type ProfileName as Profile,
  profileNameSchema as profileSchema,
  type RegisterNameRequest,
  reverseNamesResponseSchema,
  type Transaction,
  type Transfer,
} from '@w3m/api-schemas'
