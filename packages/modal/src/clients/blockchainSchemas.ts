// The Blockchain API shapes live in @w3m/api-schemas, shared with the devnet so the two cannot drift.
export {
  type Balance,
  balanceResponseSchema,
  historyResponseSchema,
  type ProfileName as Profile,
  profileNameSchema as profileSchema,
  type Transaction,
  type Transfer,
} from '@w3m/api-schemas'
